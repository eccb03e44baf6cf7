import type { FastifyReply } from "fastify";
import type { z } from "zod";

/** A copy of a value with only what zod's output of it holds. */
type Projection = (value: any) => unknown;
const AS_IS: Projection = (value) => value;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
}

function projectionOf(schema: z.ZodType): Projection {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  switch (def.type) {
    case "string":
    case "number":
    case "boolean":
    case "enum":
    case "literal":
    case "null":
      return AS_IS;
    case "nullable":
    case "optional": {
      const inner = projectionOf(def.innerType!);
      return inner === AS_IS ? AS_IS : (value) => (value == null ? value : inner(value));
    }
    case "array": {
      const element = projectionOf(def.element!);
      return element === AS_IS ? AS_IS : (value: unknown[]) => value.map(element);
    }
    case "object": {
      if (def.catchall) throw new Error("jsonSerializer: objects that keep unknown keys are not supported");
      return objectProjection(def.shape!);
    }
    default:
      throw new Error(`jsonSerializer: ${def.type} schemas are not supported`);
  }
}

/**
 * An object literal with the schema's keys in its order (JSON.stringify then leaves out those whose value
 * is undefined, which zod's output does not have). One generated function per object schema, so every
 * copy has one shape and the reads stay monomorphic: a loop over the keys is several times slower, and so
 * is writing the JSON text piece by piece.
 */
function objectProjection(shape: Record<string, z.ZodType>): Projection {
  const keys = Object.keys(shape);
  const nested = keys.map((key) => projectionOf(shape[key]!));
  const fields = keys.map((key, i) => {
    if (key === "__proto__") throw new Error("jsonSerializer: a __proto__ key is not supported");
    const read = `v[${JSON.stringify(key)}]`;
    return `${JSON.stringify(key)}: ${nested[i] === AS_IS ? read : `p[${i}](${read})`}`;
  });
  return new Function("p", `return (v) => ({ ${fields.join(", ")} });`)(nested) as Projection;
}

/**
 * The JSON text the zod response serializer writes (encode, then JSON.stringify) for output that already
 * fits `schema`: every object keeps its schema's keys, in the schema's order, and drops the others. It
 * does not check the values again, which is what makes it several times faster on a large response (the
 * cart; docs/decisions/0011-cart-hot-path.md). Schemas with transforms, unions or records are refused
 * when compiled, since only zod knows their output.
 */
export function jsonSerializer<T extends z.ZodType>(schema: T): (value: z.output<T>) => string {
  const project = projectionOf(schema);
  return (value) => JSON.stringify(project(value));
}

/** Sends JSON text as is, past the route's response serializer (its schema still documents the route). */
export const sendJson = (reply: FastifyReply, json: string) =>
  reply.type("application/json; charset=utf-8").send(json);
