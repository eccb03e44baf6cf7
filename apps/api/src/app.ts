import path from "node:path";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Deps } from "./deps.ts";
import { httpCachePlugin } from "./http/http-cache.ts";
import { requestIdOf } from "./http/request-scope.ts";
import { type LogStream, logSetup, RequestLogs, textStream } from "./logging.ts";
import { bloodWorkRoutes } from "./modules/bloodwork/routes.ts";
import { cartRoutes } from "./modules/cart/routes.ts";
import { catalogueRoutes } from "./modules/catalogue/routes.ts";
import { contentRoutes } from "./modules/content/routes.ts";
import { customerRoutes } from "./modules/customers/routes.ts";
import { dashboardRoutes } from "./modules/dashboard/routes.ts";
import { metricsRoutes } from "./modules/health/metrics-routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { devOutboxRoutes } from "./modules/identity/dev-routes.ts";
import { identityRoutes } from "./modules/identity/routes.ts";
import { locationRoutes } from "./modules/location/routes.ts";
import { orderCreateRoutes } from "./modules/orders/create-routes.ts";
import { orderRoutes } from "./modules/orders/routes.ts";
import { paymentRoutes } from "./modules/payments/routes.ts";
import { personalRoutes } from "./modules/personal/routes.ts";
import { planRoutes } from "./modules/plans/routes.ts";
import { pricingRoutes } from "./modules/pricing/routes.ts";
import { referralRoutes } from "./modules/referral/routes.ts";
import { searchRoutes } from "./modules/search/routes.ts";
import { staffRoutes } from "./modules/staff/routes.ts";
import { subscriptionRoutes } from "./modules/subscriptions/routes.ts";
import { supportRoutes } from "./modules/support/routes.ts";
import { userRoutes } from "./modules/users/routes.ts";
import { webinarPurchaseRoutes } from "./modules/webinars/purchase-routes.ts";
import { webinarRoutes } from "./modules/webinars/routes.ts";
import { workoutRoutes } from "./modules/workouts/routes.ts";
import { answerBadUrl } from "./plugins/bad-url.ts";
import { crossSitePlugin } from "./plugins/cross-site.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { identityPlugin } from "./plugins/identity.ts";
import { openapiPlugin } from "./plugins/openapi.ts";
import { requestContextPlugin } from "./plugins/request-context.ts";
import { securityPlugin } from "./plugins/security.ts";
import { staffAccessPlugin } from "./plugins/staff-access.ts";
import { textInputPlugin } from "./plugins/text-input.ts";

const webPublicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/public");

export interface BuildOptions {
  deps: Deps;
  logger?: boolean;
  /** Where logs go when `logger` is on; standard output by default. */
  logStream?: LogStream;
}

/** Builds the whole API without listening, so tests can use app.inject. */
export async function buildApp({ deps, logger = false, logStream }: BuildOptions): Promise<FastifyInstance> {
  const { config } = deps;
  const logs = logSetup(config);
  const out = logStream ?? process.stdout;
  const app = Fastify({
    logger: logger ? { level: logs.level, stream: logs.format === "text" ? textStream(out) : out } : false,
    logController: new RequestLogs(logs.requestLevel),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // X-Request-Id when well-formed (a load balancer's), else a new UUID; returned in the same header.
    genReqId: (raw) => requestIdOf(raw.headers["x-request-id"]),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerBadUrl,
    // Shutting down, a request already on an open connection is served rather than answered 503; new
    // connections are refused (docs/operations.md, "Faults").
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(requestContextPlugin);
  await app.register(textInputPlugin);
  await app.register(securityPlugin, { config, redis: deps.redis });
  await app.register(cookie);
  await app.register(crossSitePlugin, { config });
  await app.register(identityPlugin, { deps });
  await app.register(staffAccessPlugin, { deps });
  await app.register(openapiPlugin);
  // ETags and revalidation for public reads, compression of JSON (docs/decisions/0044).
  await app.register(httpCachePlugin);
  // Before every other route, so its request histogram's hook sees them all.
  await app.register(metricsRoutes, { deps });

  // The project's own product images and illustrations (SVG), cached for a day.
  await app.register(fastifyStatic, {
    root: path.join(webPublicDir, "images"),
    prefix: "/images/",
    maxAge: 86_400_000,
  });
  // Its own demo video clips (WebM, apps/web/scripts/make-video-clips.ts), cached for a day.
  await app.register(fastifyStatic, {
    root: path.join(webPublicDir, "media"),
    prefix: "/media/",
    maxAge: 86_400_000,
    decorateReply: false,
  });

  // Browsers ask /favicon.ico of pages that name no icon (the payment page, a PDF opened in a tab).
  app.get("/favicon.ico", (_request, reply) =>
    reply.header("cache-control", "public, max-age=86400").redirect("/images/brand/favicon.svg", 301),
  );

  await app.register(healthRoutes, { deps });
  for (const routes of [
    bloodWorkRoutes,
    cartRoutes,
    catalogueRoutes,
    contentRoutes,
    dashboardRoutes,
    customerRoutes,
    devOutboxRoutes,
    identityRoutes,
    locationRoutes,
    orderCreateRoutes,
    orderRoutes,
    paymentRoutes,
    personalRoutes,
    planRoutes,
    pricingRoutes,
    referralRoutes,
    searchRoutes,
    staffRoutes,
    subscriptionRoutes,
    supportRoutes,
    userRoutes,
    webinarRoutes,
    webinarPurchaseRoutes,
    workoutRoutes,
  ]) {
    await app.register(routes, { deps });
  }
  return app;
}
