import { bodyOf, personalResponseSchema } from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../http/app-error.ts";
import { COOKIES } from "../identity/service.ts";
import { personalBits } from "./service.ts";

/**
 * GET /api/user/v1/personal: the per-shopper bits of a shared page (docs/decisions/0042). Anonymous callers
 * get `signedIn: false`; a caller whose session cookies no longer sign them in gets 4011, so the browser
 * renews the session (it owns the rotating refresh cookie) and asks again.
 */
export const personalRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/user/v1/personal",
    { schema: { tags: ["user"], response: { 200: bodyOf(personalResponseSchema) } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const { cookies } = request;
      const presented = cookies[COOKIES.access] || cookies[COOKIES.refresh] || request.headers.authorization;
      if (!request.user && presented) throw new AppError(4011);
      return { body: await personalBits(deps, request.user?.userId ?? null, request.market) };
    },
  );
};
