// Hostile input against every operation of the OpenAPI document (docs/architecture.md, "Hostile input"):
// generated path parameters, query strings, headers and bodies, sent anonymously, as a signed-in shopper
// and as an admin, on a database of the file's own. Every answer must be below 500, JSON in the error
// envelope with a catalogue code when it is an error, within the operation's declared response schema when
// it succeeds, and free of stack traces and SQL. FUZZ_RUNS cases per operation: a few in `npm test`,
// 1,000 in `npm run fuzz`.
import { randomInt } from "node:crypto";
import { ERROR_CATALOGUE } from "@ojas/domain";
import { Ajv, type ValidateFunction } from "ajv";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoStaffEmail, signInStaff } from "../../modules/staff/test-helpers.ts";
import { type TestContext, throwawayContext } from "../harness.ts";
import { type CookieJar, signInByPhone } from "../sign-in.ts";
import {
  HOSTILE_STRINGS,
  headerValue,
  type JsonSchema,
  near,
  type Operation,
  operationsOf,
  stringsIn,
  wireValue,
} from "./openapi-cases.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Text that only a leak puts in an answer: stack frames, SQL, the database's name. */
export const LEAKS = [
  /at .*\.ts:/,
  / {4}at /,
  /SELECT /,
  /select "/,
  /Failed query/,
  /syntax error/,
  /relation "/,
  /PGlite/,
  /postgres/,
];

type Who = "anonymous" | "shopper" | "staff";

let ctx: TestContext & { close: () => Promise<void> };
let ops: Operation[];
let known: string[];
const jars: Partial<Record<Who, CookieJar>> = {};
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
const validators = new Map<JsonSchema, ValidateFunction>();

async function signInShopper() {
  const { jar, user } = await signInByPhone(ctx);
  jars.shopper = jar;
  return user.id;
}

async function signInAdmin() {
  const { jar, userId } = await signInStaff(ctx, demoStaffEmail("ADMIN"));
  jars.staff = jar;
  return userId;
}

/** Fuzzed calls may sign the shopper out, delete the account or change a password: sign in again. */
async function keepSessions() {
  const me = await ctx.app.inject({
    method: "GET",
    url: "/api/user/v3/getUser",
    headers: { "x-client": "WEB", cookie: jars.shopper!.header() },
  });
  if (me.statusCode !== 200) await signInShopper();
  const staff = await ctx.app.inject({
    method: "GET",
    url: "/api/staff/me",
    headers: { "x-client": "WEB", cookie: jars.staff!.header() },
  });
  if (staff.statusCode !== 200) await signInAdmin();
}

beforeAll(async () => {
  ctx = await throwawayContext();
  ops = operationsOf(ctx.app.swagger() as never);
  const ids = [await signInShopper(), await signInAdmin()];
  // Real ids and slugs of the catalogue, so some calls reach past "not found".
  const products = await ctx.app.inject({ method: "GET", url: "/api/catalogue/v1/products?limit=20" });
  const found = stringsIn(products.json()).filter((s) => /^[A-Za-z0-9_-]{3,64}$/.test(s));
  known = [...new Set([...ids, ...found])].slice(0, 40);
}, 300_000);

afterAll(async () => {
  await ctx?.close();
});

const WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function caseOf(op: Operation) {
  const params = (where: string) =>
    Object.fromEntries(
      op.parameters.filter((p) => p.in === where).map((p) => [p.name, near(p.schema, known)]),
    );
  const pathParams = params("path");
  const queryParams = params("query");
  return fc.record({
    who: fc.constantFrom<Who>("anonymous", "shopper", "staff"),
    path: fc.record(pathParams),
    query: fc.record(queryParams, { requiredKeys: [] }),
    headers: fc.record(
      {
        "idempotency-key": fc.oneof(fc.uuid(), headerValue),
        "x-market": fc.constantFrom("IN", "AE", "US", "XX", "in", ""),
        "accept-language": headerValue,
        "x-forwarded-for": headerValue,
        "content-type": fc.constantFrom(
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/json; charset=utf-16",
        ),
        authorization: headerValue.map((v) => `Bearer ${v}`),
        cookie: headerValue.map((v) => `access_token=${v}; refresh_token=${v}`),
      },
      { requiredKeys: [] },
    ),
    body: WITH_BODY.has(op.method)
      ? fc.oneof(
          { weight: 8, arbitrary: near(op.body, known).map((value) => ({ json: value })) },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom("{", '{"a":', "[1,2", "null", '"x"', "", "\u0000", "{}".repeat(50))
              .map((raw) => ({ raw })),
          },
          { weight: 1, arbitrary: fc.constant({ none: true }) },
        )
      : fc.constant({ none: true }),
  });
}

type Case = ReturnType<typeof caseOf> extends fc.Arbitrary<infer T> ? T : never;

/** encodeURIComponent, except that a lone surrogate goes out as the invalid UTF-8 it would be. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split("")
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          return "%ED%A0%80";
        }
      })
      .join("");
  }
}

function urlOf(op: Operation, c: Case): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = wireValue(c.path[name]);
    // An empty segment would make it another route (`/orders/` is the list): keep one character. So would
    // a dot-segment, which URL parsing resolves away even encoded (`/articles/%2E` is `/articles/`).
    const segment = encode(Array.isArray(value) ? value.join(",") : value);
    return segment === "" || /^(\.|%2e){1,2}$/i.test(segment) ? "_" : segment;
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(c.query)) {
    const wire = wireValue(value);
    for (const v of Array.isArray(wire) ? wire : [wire]) query.append(name, v);
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

function envelopeProblem(status: number, json: any): string | undefined {
  const error = json?.error;
  if (!error || typeof error !== "object") return "an error without the {error} envelope";
  if (typeof error.code !== "number" || typeof error.message !== "string")
    return "error code or message missing";
  const entry = ERROR_CATALOGUE[error.code as keyof typeof ERROR_CATALOGUE];
  if (!entry) return `error code ${error.code} is not in the catalogue`;
  // 4000 also goes with the transport's own refusals: a body too large (413), an address too long (414), a
  // content type the route does not read (415).
  const statusOk = entry.status === status || (error.code === 4000 && [413, 414, 415].includes(status));
  if (!statusOk) return `error code ${error.code} with HTTP ${status} (catalogue: ${entry.status})`;
  if (error.fields !== undefined) {
    if (typeof error.fields !== "object" || Object.values(error.fields).some((v) => typeof v !== "string")) {
      return "error fields are not strings";
    }
  }
  return undefined;
}

/** What is wrong with an answer, if anything. */
export function problemsOf(
  op: Operation,
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  sent: string[],
): string[] {
  const problems: string[] = [];
  const status = res.statusCode;
  // A readiness probe says "not ready" with 503 and its own body, as load balancers expect (docs/api.md,
  // health): here the test's app works no job queue, so it is never ready.
  const notReady = op.path === "/api/health/ready" && status === 503;
  if (status >= 500 && !notReady) problems.push(`HTTP ${status}`);
  // The request's own text may rightly come back (a saved name, a search echoed); what remains must not leak.
  let text = res.body;
  // Codes come back upper-cased (an offer code, say), so each text is taken out in either case too.
  const echoes = sent.filter((s) => s.length >= 3).flatMap((s) => [s, s.toUpperCase(), s.toLowerCase()]);
  for (const s of echoes.sort((a, b) => b.length - a.length)) {
    text = text.split(s).join("").split(JSON.stringify(s).slice(1, -1)).join("");
  }
  for (const leak of LEAKS) if (leak.test(text)) problems.push(`leaks ${leak}`);
  const type = String(res.headers["content-type"] ?? "");
  if (notReady) return problems;
  if (status >= 400) {
    // The payment sandbox's checkout is a page for people (docs/api.md, payments): its errors are pages.
    if (type.startsWith("text/html") && op.path.startsWith("/api/payment/sandbox/checkout/")) return problems;
    if (!type.startsWith("application/json")) problems.push(`error answered as ${type || "no content type"}`);
    else problems.push(...[envelopeProblem(status, safeJson(res.body))].filter((p): p is string => !!p));
  } else if (status >= 200 && status < 300 && type.startsWith("application/json")) {
    const schema = op.responses[String(status)];
    if (!(String(status) in op.responses)) problems.push(`HTTP ${status} is not a declared response`);
    else if (schema) {
      let validate = validators.get(schema);
      if (!validate) {
        validate = ajv.compile(openapiToJsonSchema(schema) as object);
        validators.set(schema, validate);
      }
      if (!validate(safeJson(res.body))) {
        problems.push(`answer outside its schema: ${ajv.errorsText(validate.errors).slice(0, 300)}`);
      }
    }
  }
  return problems;
}

/**
 * OpenAPI 3.0's `nullable` as plain JSON Schema for ajv: `nullable` with an `enum` also allows null, which
 * ajv's own reading of `nullable` does not add to the enum.
 */
function openapiToJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openapiToJsonSchema);
  if (!schema || typeof schema !== "object") return schema;
  const out = Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, k === "enum" || k === "const" ? v : openapiToJsonSchema(v)]),
  ) as JsonSchema;
  if (out.nullable && out.enum && !out.enum.includes(null)) out.enum = [...out.enum, null];
  // 3.0's boolean exclusiveMinimum / exclusiveMaximum, as draft 7's numbers.
  for (const [flag, bound] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"],
  ] as const) {
    if (out[flag] === true) {
      out[flag] = out[bound];
      delete out[bound];
    } else if (out[flag] === false) delete out[flag];
  }
  return out;
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

async function send(op: Operation, c: Case) {
  const headers: Record<string, string> = { "x-client": "WEB", ...c.headers };
  const jar = c.who === "anonymous" ? undefined : jars[c.who];
  if (jar) headers.cookie = jar.header();
  const body = c.body as { json?: unknown; raw?: string; none?: true };
  let payload: string | undefined;
  if ("json" in body) payload = JSON.stringify(body.json) ?? "null";
  else if (body.raw !== undefined) payload = body.raw;
  if (payload !== undefined && !headers["content-type"]) headers["content-type"] = "application/json";
  if (payload === undefined) delete headers["content-type"];
  const url = urlOf(op, c);
  const res = await ctx.app.inject({
    method: op.method as "GET",
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    remoteAddress: `10.${randomInt(0, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`,
  });
  return { url, res };
}

describe("hostile input against every operation of the OpenAPI document", () => {
  it("documents a good number of operations", () => {
    expect(ops.length).toBeGreaterThan(200);
    expect(HOSTILE_STRINGS.length).toBeGreaterThan(30);
  });

  it(
    `answers ${RUNS} generated calls per operation below 500, in its schema or the error envelope, with nothing leaked`,
    async () => {
      const failures: string[] = [];
      for (const op of ops) {
        await keepSessions();
        let last = "";
        const result = await fc.check(
          fc.asyncProperty(caseOf(op), async (c) => {
            const { url, res } = await send(op, c);
            const problems = problemsOf(op, res, [
              ...stringsIn(c.path),
              ...stringsIn(c.query),
              ...stringsIn(c.body),
              ...stringsIn(c.headers),
            ]);
            last = "";
            if (problems.length === 0) return true;
            last = `${problems.join("; ")}: ${c.who} ${op.method} ${url.slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
            return false;
          }),
          { numRuns: RUNS, endOnFailure: true, ...(SEED !== undefined ? { seed: SEED } : {}) },
        );
        if (result.failed) {
          const thrown = result.errorInstance instanceof Error ? `threw ${result.errorInstance.message}` : "";
          failures.push(`${op.method} ${op.path}: ${last || thrown} (seed ${result.seed})`);
        }
      }
      expect(failures).toEqual([]);
    },
    Math.max(120_000, RUNS * 250 * 60),
  );
});
