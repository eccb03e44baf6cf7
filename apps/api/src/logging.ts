import { MARKET_INFO, MARKETS } from "@ojas/domain";
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import type { Config } from "./config.ts";

/** Where log lines go: pino writes one JSON object per line to `write`. */
export interface LogStream {
  write(line: string): void;
}

export interface LogSetup {
  /** LOG_LEVEL: lines below it are dropped. */
  level: string;
  /** The level of the one line each answered request gets. */
  requestLevel: "info" | "debug";
  /** JSON lines for a log collector, or short text lines for a person at a terminal. */
  format: "json" | "text";
}

/**
 * Production logs every request at info, as JSON. Elsewhere requests log at debug (shown with
 * LOG_LEVEL=debug), so start-up messages and errors are not buried, and lines are short text.
 */
export function logSetup(config: Pick<Config, "env" | "logLevel">): LogSetup {
  const production = config.env === "production";
  return {
    level: config.logLevel,
    requestLevel: production ? "info" : "debug",
    format: production ? "json" : "text",
  };
}

const LEVEL_NAMES: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};
const NOT_SHOWN = new Set(["level", "time", "pid", "hostname", "msg", "err"]);

/** One of pino's JSON lines as `12:04:05 INFO message key=value`, with an error's stack below. */
export function textLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json);
  } catch {
    return json.endsWith("\n") ? json : `${json}\n`;
  }
  const time = new Date(typeof entry.time === "number" ? entry.time : Date.now()).toISOString().slice(11, 19);
  const level = LEVEL_NAMES[entry.level as number] ?? String(entry.level);
  const extra = Object.entries(entry)
    .filter(([key, value]) => !NOT_SHOWN.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const stack = err ? `\n  ${(err.stack ?? err.message ?? "").replace(/\n/g, "\n  ")}` : "";
  return `${[time, level, entry.msg ?? "", ...extra].filter(Boolean).join(" ")}${stack}\n`;
}

/** A stream that writes `textLine`s to `out`. */
export function textStream(out: LogStream): LogStream {
  return { write: (line) => out.write(textLine(line)) };
}

/**
 * Fastify's request lines, one per answered request (method, path, status, time) at the setup's level,
 * instead of an "incoming" and a "completed" line at info.
 */
export class RequestLogs extends LogController {
  constructor(private readonly level: LogSetup["requestLevel"]) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, "request failed");
    else reply.log[this.level](line, "request");
  }
}

/** What the server says once it listens: where, which markets, which database, outbox and gateways. */
export function startupSummary(config: Config, databaseKind: "pglite" | "postgres"): string {
  const markets = MARKETS.map((market) => `${market} ${MARKET_INFO[market].pathPrefix || "/"}`).join(", ");
  const database = databaseKind === "postgres" ? "PostgreSQL" : `PGlite (${config.dataDir})`;
  const gateways = MARKETS.map((market) => `${market} ${config.payments.gateways[market]}`).join(", ");
  return [
    `Ojas shop on ${config.siteOrigin}`,
    `markets ${markets}`,
    `database ${database}`,
    `dev outbox ${config.devOutbox ? "on (/dev/outbox)" : "off"}`,
    `payments ${gateways}`,
    `log level ${config.logLevel}`,
  ].join(" · ");
}
