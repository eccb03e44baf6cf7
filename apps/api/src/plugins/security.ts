import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import type { Redis } from "ioredis";
import type { Config } from "../config.ts";
import { isInternalCall } from "../http/internal-call.ts";
import { fallbackRateLimitStore } from "./rate-limit-store.ts";

const STATIC_PREFIXES = ["/assets/", "/images/", "/favicon"];

/** Security headers, closed CORS and a rate limit shared through Redis when there is one. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config; redis?: Redis }) => {
  // Built once: @fastify/helmet builds helmet's middleware again for every request (its CSP directives
  // parsed each time, ~5 % of a cart request's CPU), and no route here has options of its own.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: opts.config.env === "production",
  });
  app.addHook("onRequest", (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(cors, { origin: false });
  await app.register(rateLimit, {
    max: opts.config.rateLimit.max,
    timeWindow: opts.config.rateLimit.windowMs,
    // Shared through Redis; per instance while Redis is down (docs/operations.md, "Faults").
    ...(opts.redis
      ? {
          store: fallbackRateLimitStore(opts.redis, "ojas-rl:", (error) =>
            app.log.warn(
              { err: error },
              "Redis is unreachable: rate limits count per instance until it is back",
            ),
          ),
        }
      : {}),
    // Pages and API calls count; built assets, images and the pages' own in-process API calls do not.
    allowList: (request) => isInternalCall(request) || STATIC_PREFIXES.some((p) => request.url.startsWith(p)),
  });
});
