import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { AppError } from "../http/app-error.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route is an HTML form's target and checks its own per-page token (sandbox payment page). */
    formPost?: boolean;
  }
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return "invalid";
  }
}

/** A classic cross-site form can send neither a custom header nor a JSON content type. */
function looksLikeApiClient(request: FastifyRequest): boolean {
  if (request.headers["x-client"]) return true;
  const type = request.headers["content-type"] ?? "";
  return /^application\/json\b/i.test(type);
}

/**
 * Cross-site request protection for state-changing API calls, on top of SameSite=Lax cookies: a call
 * whose Origin (or, without one, Referer) is another site is refused with 4030, and so is one that could
 * be a plain HTML form post (no X-Client header and no JSON body), unless the route is a form's target
 * with its own token (`config: { formPost: true }`); the Origin rule applies to those too.
 */
export const crossSitePlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const siteOrigin = new URL(config.siteOrigin).origin;
  app.addHook("onRequest", async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith("/api/")) return;
    const origin = request.headers.origin;
    const from =
      origin !== undefined
        ? origin === "null"
          ? "null"
          : originOf(origin)
        : originOf(request.headers.referer);
    if (from !== undefined && from !== siteOrigin) {
      throw new AppError(4030, "Cross-site requests are not allowed");
    }
    if (!request.routeOptions.config?.formPost && !looksLikeApiClient(request)) {
      throw new AppError(4030, "Send the X-Client header or a JSON body");
    }
  });
});
