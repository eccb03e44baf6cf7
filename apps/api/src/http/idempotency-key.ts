import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from "@ojas/domain";
import type { FastifyRequest } from "fastify";
import { invalid } from "./app-error.ts";

function headerOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  return Array.isArray(raw) ? raw[0] : raw;
}

/** A usable key, else 4000 with the schema's message (a missing header included). */
function parsedKey(value: string | undefined): string {
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw invalid({ "Idempotency-Key": parsed.error.issues[0]!.message });
  return parsed.data;
}

/** The request's Idempotency-Key, or undefined when it sent none; a malformed one is 4000. */
export function optionalIdempotencyKey(request: FastifyRequest): string | undefined {
  const value = headerOf(request);
  return value === undefined ? undefined : parsedKey(value);
}

/** The Idempotency-Key a mutation must carry (4000 without a usable one). */
export function requiredIdempotencyKey(request: FastifyRequest): string {
  return parsedKey(headerOf(request));
}
