import { type Market, parseMarket } from "@ojas/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { inRequestScope } from "../http/request-scope.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** From X-Market (IN, AE or US; default IN): selects prices, currency, stock and visibility. */
    market: Market;
    /**
     * The signed-in shopper (guest or full account), or null for an anonymous request; set by the identity
     * plugin from a valid access token of a live session. `sessionId` names the session (refresh family).
     */
    user: { userId: string; name: string; isGuestUser: boolean; isStaff: boolean; sessionId: string } | null;
  }
}

export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("market", "IN");
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request, reply) => {
    request.market = parseMarket(request.headers["x-market"]);
    reply.header("x-request-id", request.id);
  });
  // The handler (and the hooks after this one) run in the request's scope: a job it queues carries the
  // request id (jobs/send.ts). Set here, after the body is read, as reading it leaves the request's
  // async context.
  app.addHook("preHandler", (request, _reply, done) => inRequestScope({ requestId: request.id }, done));
});
