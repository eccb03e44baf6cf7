import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from "@ojas/domain";
import type { FastifyRequest } from "fastify";
import { invalid } from "./app-error.ts";

/** The request's Idempotency-Key, or undefined when it sent none; a malformed one is 4000. */
export function optionalIdempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw invalid({ "Idempotency-Key": parsed.error.issues[0]!.message });
  return parsed.data;
}

/** The Idempotency-Key a mutation must carry (4000 without a usable one). */
export function requiredIdempotencyKey(request: FastifyRequest): string {
  const key = optionalIdempotencyKey(request);
  if (key === undefined) throw invalid({ "Idempotency-Key": "is required" });
  return key;
}
