// Hostile requests for every operation of the OpenAPI document (fuzz.test.ts): fast-check arbitraries built
// from each operation's JSON Schemas, mostly near the schema (so calls get past validation into the code),
// the rest plain junk: wrong types, injection strings, huge and odd values.
import fc from "fast-check";

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  nullable?: boolean;
  default?: unknown;
};

export interface Operation {
  method: string;
  path: string;
  parameters: {
    in: "path" | "query" | "header" | "cookie";
    name: string;
    required?: boolean;
    schema: JsonSchema;
  }[];
  body?: JsonSchema;
  responses: Record<string, JsonSchema | undefined>;
}

/** Every operation of an OpenAPI 3 document. */
export function operationsOf(doc: { paths: Record<string, Record<string, any>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const responses: Record<string, JsonSchema | undefined> = {};
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        responses[status] = (response as any)?.content?.["application/json"]?.schema;
      }
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.["application/json"]?.schema,
        responses,
      });
    }
  }
  return ops.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** Strings that have broken servers: injection, traversal, control characters, odd Unicode, sizes. */
export const HOSTILE_STRINGS = [
  "",
  " ",
  "' OR '1'='1",
  "'; drop table users; --",
  '" or ""="',
  "1; select pg_sleep(5)",
  "%",
  "_",
  "\\",
  "\\x00",
  "\u0000",
  "\u0000abc",
  "../../../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "<script>alert(1)</script>",
  "{{7*7}}",
  "$" + "{7*7}",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "9999999999999999999999",
  "-9223372036854775809",
  "2026-02-30",
  "0000-00-00T00:00:00Z",
  "+91",
  "\u202e\u0631\u0644",
  "😀".repeat(40),
  "a".repeat(5_000),
  "\ud800",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);

/** Any JSON value, small: the wrong-type junk. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0.000001, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant({ __proto__: { admin: true } }),
  fc.constant(JSON.parse('{"__proto__": {"isStaff": true}, "constructor": {"prototype": {"x": 1}}}')),
  fc.array(hostileString, { maxLength: 3 }),
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ["object"];
  return [];
}

/** Strings near a schema: within its length, its enum, its format; sometimes a hostile one. */
function stringNear(schema: JsonSchema, known: readonly string[]): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, 60);
  const options: fc.Arbitrary<string>[] = [
    fc.string({ minLength: min, maxLength: Math.max(min, max) }),
    hostileString,
    fc.string({ unit: "grapheme", minLength: min, maxLength: Math.max(min, max) }),
  ];
  if (known.length > 0) options.push(fc.constantFrom(...known));
  switch (schema.format) {
    case "email":
      options.push(fc.emailAddress());
      break;
    case "uuid":
      options.push(fc.uuid());
      break;
    case "date-time":
      options.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
      break;
    case "date":
      options.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
      break;
    case "uri":
      options.push(fc.webUrl());
      break;
  }
  if (schema.pattern) {
    options.push(fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 200));
  }
  return fc.oneof(...options);
}

function numberNear(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = typeof schema.minimum === "number" ? schema.minimum : -1_000_000;
  const hi = typeof schema.maximum === "number" ? schema.maximum : 1_000_000;
  const within = integer
    ? fc.integer({ min: Math.max(lo, -(2 ** 31)), max: Math.min(hi, 2 ** 31) })
    : fc.double({ min: Math.max(lo, -1e9), max: Math.min(hi, 1e9), noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    { weight: 4, arbitrary: within },
    { weight: 1, arbitrary: fc.constantFrom(lo - 1, hi + 1, 0, -1, 2 ** 53 + 1, 1e308, -1e308, 0.5) },
  );
}

/**
 * Values for a JSON Schema: 85% shaped like it (each property again near its schema), 15% junk.
 * `known` values (real ids and slugs of the database) stand in for strings now and then.
 */
export function near(
  schema: JsonSchema | undefined,
  known: readonly string[] = [],
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return junk;
  return fc.oneof({ weight: 17, arbitrary: shaped(schema, known, depth) }, { weight: 3, arbitrary: junk });
}

function shaped(schema: JsonSchema, known: readonly string[], depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => near(b, known, depth + 1)));
  if (schema.allOf?.length) {
    const merged: JsonSchema = {};
    for (const part of schema.allOf) {
      Object.assign(merged, part, {
        properties: { ...merged.properties, ...part.properties },
        required: [...(merged.required ?? []), ...(part.required ?? [])],
      });
    }
    return shaped(merged, known, depth);
  }
  const types = typesOf(schema);
  const pieces: fc.Arbitrary<unknown>[] = types.map((type) => {
    switch (type) {
      case "string":
        return stringNear(schema, known);
      case "integer":
        return numberNear(schema, true);
      case "number":
        return numberNear(schema, false);
      case "boolean":
        return fc.boolean();
      case "null":
        return fc.constant(null);
      case "array":
        return fc.array(near(schema.items, known, depth + 1), {
          minLength: Math.min(schema.minItems ?? 0, 3),
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        });
      case "object":
        return objectNear(schema, known, depth);
      default:
        return junk;
    }
  });
  if (schema.nullable) pieces.push(fc.constant(null));
  return pieces.length === 0 ? junk : fc.oneof(...pieces);
}

function objectNear(schema: JsonSchema, known: readonly string[], depth: number): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(props)) record[key] = near(value, known, depth + 1);
  const keys = Object.keys(props);
  return fc
    .tuple(
      fc.record(record, { requiredKeys: keys.filter((k) => required.has(k)) }),
      // Now and then a key the schema does not know.
      fc.option(fc.tuple(fc.constantFrom("__proto__", "isStaff", "userId", "role", "price", "x"), junk), {
        freq: 6,
      }),
    )
    .map(([value, extra]) => {
      if (!extra) return value;
      const out = { ...(value as object) } as Record<string, unknown>;
      Object.defineProperty(out, extra[0], {
        value: extra[1],
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return out;
    });
}

/** A parameter's value as it goes on the wire: strings, or for arrays several. */
export function wireValue(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.map((v) => (typeof v === "string" ? v : (JSON.stringify(v) ?? "")));
  if (typeof value === "string") return value;
  return JSON.stringify(value) ?? "";
}

/** Header values must be printable ASCII for the HTTP layer to carry them at all. */
export const headerValue = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength: 300,
  }),
  fc.uuid(),
  fc.constantFrom("' OR 1=1 --", "../../etc/passwd", "%00", "{{7*7}}", "a".repeat(250), ""),
);

/** Every string inside a value (the request's own text, which an answer may rightly echo). */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      stringsIn(v, out);
    }
  }
  return out;
}
