import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { invalid } from "../http/app-error.ts";

/** Where the first string holding a NUL character is, as an error field's key ("" for the value itself). */
export function nulPath(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  // Raw bodies (an uploaded image, a PDF) are bytes, not text.
  if (!value || typeof value !== "object" || Buffer.isBuffer(value) || value instanceof Uint8Array)
    return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return at;
    const found = nulPath(inner, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Text with a NUL character (%00 in a path or query, \u0000 in JSON) is 4000 before validation: PostgreSQL
 * cannot store it in text and refuses any statement carrying one, which made such a request a 5000
 * (the fuzz test, test/hostile/fuzz.test.ts, found it on a path parameter).
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", async (request: FastifyRequest) => {
    for (const [where, value] of [
      ["params", request.params],
      ["querystring", request.query],
      ["body", request.body],
    ] as const) {
      const at = nulPath(value);
      if (at === undefined) continue;
      const key = where === "body" ? at || "body" : at ? `${where}.${at}` : where;
      throw invalid({ [key]: "must not contain a NUL character" });
    }
  });
});
