import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";

/**
 * The storefront's page loaders call the API in-process (app.inject) while rendering a page that was
 * already counted by the rate limit. They carry this header with a token made fresh in each process,
 * so no outside client can claim to be one.
 */
export const INTERNAL_CALL_HEADER = "x-ojas-internal-call";
export const internalCallToken = randomBytes(24).toString("hex");

export function isInternalCall(request: FastifyRequest): boolean {
  return request.headers[INTERNAL_CALL_HEADER] === internalCallToken;
}
