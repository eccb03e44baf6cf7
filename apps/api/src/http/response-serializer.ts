import fastJson from "fast-json-stringify";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema as fast-json-stringify should read it to write what zod's serializer writes:
 * - without `required`: fast-json-stringify writes required keys before the others, zod in the schema's
 *   order, leaving out those that are undefined, as a key that is not required is written;
 * - zod's `nullable`, anyOf [the type, null], as the type that also allows null: fast-json-stringify would
 *   validate each value against the branches to pick one.
 */
function forFastJson(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forFastJson);
  if (typeof schema !== "object" || schema === null) return schema;
  const node = Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === "required" && Array.isArray(value)))
      .map(([key, value]) => [key, forFastJson(value)]),
  ) as JsonSchema;
  const anyOf = node.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && anyOf[1]?.type === "null" && typeof anyOf[0]?.type === "string") {
    const { anyOf: _, ...rest } = node;
    return { ...rest, ...anyOf[0], type: [anyOf[0].type, "null"] };
  }
  return node;
}

/**
 * A route's response serializer from its zod response schema: Fastify's own serializer (fast-json-stringify)
 * fed the schema's JSON Schema. It writes each object's schema keys in the schema's order, as the zod
 * serializer does, but does not check the values again, which makes it several times faster on a large
 * response (the cart; docs/decisions/0026-library-caches-and-serializer.md). For output the handler's types
 * already hold to the schema; a schema zod cannot write as JSON Schema (a transform) is refused when the
 * route is registered.
 */
export const fastJsonSerializer = ({ schema }: { schema: unknown }): ((data: unknown) => string) =>
  fastJson(
    forFastJson(
      z.toJSONSchema(schema as z.ZodType, { io: "output", target: "draft-7", unrepresentable: "throw" }),
    ) as JsonSchema,
  );
