import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        response: { 200: z.object({ body: z.object({ status: z.literal("ok"), db: z.literal("ok") }) }) },
      },
    },
    async () => {
      await deps.db.execute(sql`select 1`);
      return { body: { status: "ok" as const, db: "ok" as const } };
    },
  );
};
