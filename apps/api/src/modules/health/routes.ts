import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { migrationsApplied } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { redisState } from "../../http/redis-fallback.ts";
import { isWorking } from "../../jobs/working.ts";

/** A readiness check that has not answered in this long counts as down: probes must not hang. */
const CHECK_TIMEOUT_MS = 2000;

const readinessSchema = z.object({
  body: z.object({
    status: z.enum(["ready", "not_ready"]),
    db: z.enum(["ok", "down"]),
    migrations: z.enum(["ok", "behind", "unknown"]),
    jobs: z.enum(["working", "not_working", "none"]),
    redis: z.enum(["ok", "down", "not_configured"]),
  }),
});
type Readiness = z.infer<typeof readinessSchema>["body"];

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Ready to take traffic: the database answers, has every migration this code ships, and this instance
 * works the job queue. Redis is reported but does not decide: without it rate limits and the like fall
 * back to this instance (docs/operations.md, "Health").
 */
export async function readiness(deps: Deps): Promise<Readiness> {
  const db = await withTimeout(deps.db.execute(sql`select 1`)).then(
    () => "ok" as const,
    () => "down" as const,
  );
  const migrations =
    db === "ok"
      ? await withTimeout(migrationsApplied(deps.db)).then(
          (applied) => (applied ? ("ok" as const) : ("behind" as const)),
          () => "unknown" as const,
        )
      : ("unknown" as const);
  const jobs = !deps.jobs ? "none" : isWorking(deps.jobs) ? "working" : "not_working";
  const redis = !deps.redis
    ? "not_configured"
    : await withTimeout(deps.redis.ping()).then(
        () => "ok" as const,
        () => "down" as const,
      );
  const ready = db === "ok" && migrations === "ok" && jobs === "working";
  return { status: ready ? "ready" : "not_ready", db, migrations, jobs, redis };
}

export const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        response: {
          200: z.object({
            body: z.object({
              // degraded: serving, with Redis down (limits per instance, docs/operations.md "Faults").
              status: z.enum(["ok", "degraded"]),
              db: z.literal("ok"),
              redis: z.enum(["none", "ok", "down"]),
            }),
          }),
        },
      },
    },
    // Without the database this throws and answers 503/5000 (plugins/errors.ts).
    async () => {
      await deps.db.execute(sql`select 1`);
      const redis = redisState(deps.redis);
      return {
        body: {
          status: redis === "down" ? ("degraded" as const) : ("ok" as const),
          db: "ok" as const,
          redis,
        },
      };
    },
  );

  // Liveness: the process answers; nothing else is asked, so a database outage never restarts it.
  app.get(
    "/api/health/live",
    {
      schema: {
        tags: ["health"],
        response: { 200: z.object({ body: z.object({ status: z.literal("ok") }) }) },
      },
    },
    async () => ({ body: { status: "ok" as const } }),
  );

  // Readiness: whether a load balancer should send this instance traffic (503 when not).
  app.get(
    "/api/health/ready",
    { schema: { tags: ["health"], response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_request, reply) => {
      const body = await readiness(deps);
      return reply.code(body.status === "ready" ? 200 : 503).send({ body });
    },
  );
};
