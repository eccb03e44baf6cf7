import { bodyOf, outboxQuerySchema, outboxResponseSchema } from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { invalid } from "../../http/app-error.ts";
import { parseRecipient } from "./identifiers.ts";
import { readOutbox } from "./messaging.ts";

/** The dev outbox (docs/api.md, identity): only when DEV_OUTBOX is on; otherwise the route does not exist. */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  if (!deps.config.devOutbox) return;
  app.get(
    "/api/dev/outbox",
    {
      schema: {
        tags: ["dev"],
        querystring: outboxQuerySchema,
        response: { 200: bodyOf(outboxResponseSchema) },
      },
    },
    async (request) => {
      const to = parseRecipient(request.query.to, request.market);
      if (!to) throw invalid({ to: "Enter a mobile number (98765 43210 or +91 98765 43210) or an email" });
      return { body: { messages: await readOutbox(deps, to) } };
    },
  );
};
