import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { redisState } from "../../http/redis-fallback.ts";

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
};
