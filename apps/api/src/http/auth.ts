import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

/** The signed-in (non-guest) shopper, or 4011. */
export function requireUser(request: FastifyRequest) {
  if (!request.user || request.user.isGuestUser) throw new AppError(4011);
  return request.user;
}
