import { errorMessage } from "@ojas/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { AppError } from "../http/app-error.ts";

function send(reply: FastifyReply, status: number, code: number, message: string, fields?: object) {
  return reply
    .code(status)
    .type("application/json; charset=utf-8")
    .send({ error: fields ? { code, message, fields } : { code, message } });
}

function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const v of error.validation) {
    const where = error.validationContext ?? "body";
    const params = v.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const issuePath = params?.issue?.path?.map(String).join(".") ?? v.instancePath.replace(/^\//, "");
    const key = issuePath ? `${where === "body" ? "" : `${where}.`}${issuePath}` : where;
    if (!fields[key]) fields[key] = v.message ?? "is invalid";
  }
  return fields;
}

/** Every failure answers the error envelope (docs/api.md) `{error: {code, message, fields?}}`; never a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.code === 5000) request.log.error({ err: error, reqId: request.id }, "request failed");
      return send(reply, error.status, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, 4000, errorMessage(4000), validationFields(error));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return send(reply, 429, 4290, errorMessage(4290));
    if (status === 413) return send(reply, 413, 4000, "Request body is too large");
    if (status === 415) return send(reply, 415, 4000, "Content-Type must be application/json");
    if (status === 404) return send(reply, 404, 4040, errorMessage(4040));
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty JSON body, bad headers: Fastify's own client errors.
      return send(reply, 400, 4000, errorMessage(4000));
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL down, restarting or too slow: a short answer the client may retry, not a hang.
      request.log.error({ err: error, reqId: request.id }, "database unavailable");
      reply.header("retry-after", "1");
      return send(reply, 503, 5000, errorMessage(5000));
    }
    request.log.error({ err: error, reqId: request.id }, "unexpected error");
    return send(reply, 500, 5000, errorMessage(5000));
  });

  app.setNotFoundHandler((request, reply) => {
    return send(reply, 404, 4040, `No route for ${request.method} ${request.url.split("?")[0]}`);
  });
});
