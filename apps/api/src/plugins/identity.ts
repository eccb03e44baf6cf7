import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Deps } from "../deps.ts";
import { COOKIES } from "../modules/identity/cookies.ts";
import { authenticate } from "../modules/identity/service.ts";

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Sets request.user on every API request from the access-token cookie (or, for native clients, an
 * Authorization: Bearer header): a valid, unexpired token of a session that is still live. Anything
 * else leaves request.user null; routes that need a user answer 4011 through requireUser.
 */
export const identityPlugin = fp(async (app: FastifyInstance, { deps }: { deps: Deps }) => {
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const bearer = BEARER.exec(request.headers.authorization ?? "")?.[1];
    const token = request.cookies[COOKIES.access] ?? bearer;
    if (!token) return;
    request.user = await authenticate(deps, token);
  });
});
