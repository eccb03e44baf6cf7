import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

/** The signed-in (non-guest) shopper, or 4011. */
export function requireUser(request: FastifyRequest) {
  if (!request.user || request.user.isGuestUser) throw new AppError(4011);
  return request.user;
}

/** A guest or a signed-in shopper, or 4011: for what guests may do too (addresses, quiz, profile). */
export function requireSession(request: FastifyRequest) {
  if (!request.user) throw new AppError(4011);
  return request.user;
}
