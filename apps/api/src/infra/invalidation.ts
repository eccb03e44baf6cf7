// Cross-instance invalidation (docs/decisions/0039-cross-instance-invalidation.md). Each instance keeps a few
// short-lived caches of what the back office changes (catalogue responses and pages, pricing rules, live
// sessions, staff roles ...). A change made on one instance clears them there at once (the handlers run in
// the call) and is broadcast to the other instances, whose handlers run when the message arrives: through
// Redis pub/sub when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY on DATABASE_URL, else nowhere (PGlite:
// one process). A message lost while the link was down is made up for by clearing everything when it comes
// back; the caches' own lifetimes remain the backstop.
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import postgres from "postgres";
import type { Deps } from "../deps.ts";

/** What changed: each topic's handlers know which caches hold it. */
export type Topic = "catalogue" | "pricing" | "content" | "session" | "user-sessions" | "staff-roles";
const TOPICS: readonly Topic[] = [
  "catalogue",
  "pricing",
  "content",
  "session",
  "user-sessions",
  "staff-roles",
];

/**
 * Clears what `deps`' app keeps of a topic: of `key` only (a session id, a user id), or everything when key
 * is undefined (a message may have been missed).
 */
export type Handler = (deps: Deps, key: string | undefined) => void;

interface Message {
  from: string;
  topic: Topic;
  key?: string;
}

/** Where messages go to and come from. */
export interface Transport {
  readonly kind: "redis" | "postgres";
  publish(text: string): Promise<void>;
  close(): Promise<void>;
}

const handlers = new Map<Topic, Set<Handler>>();
const links = new WeakMap<Deps, { id: string; transport: Transport; onError: (error: unknown) => void }>();

/** Registers what a topic clears; modules that own a cache call this once, beside the cache. */
export function handleInvalidation(topic: Topic, handler: Handler): void {
  let set = handlers.get(topic);
  if (!set) {
    set = new Set();
    handlers.set(topic, set);
  }
  set.add(handler);
}

function runHandlers(deps: Deps, topic: Topic, key: string | undefined): void {
  for (const handler of handlers.get(topic) ?? []) handler(deps, key);
}

/** Clears the topic's caches on this instance now and asks every other instance to do the same. */
export function invalidate(deps: Deps, topic: Topic, key?: string): void {
  runHandlers(deps, topic, key);
  broadcast(deps, topic, key);
}

/** Asks the other instances only (this one has just cleared what it keeps, its own way). */
export function broadcast(deps: Deps, topic: Topic, key?: string): void {
  const link = links.get(deps);
  if (!link) return;
  const message: Message = { from: link.id, topic, ...(key === undefined ? {} : { key }) };
  link.transport.publish(JSON.stringify(message)).catch(link.onError);
}

/** Which link `deps` broadcasts through, if any (the startup summary and health say so). */
export function invalidationKind(deps: Deps): Transport["kind"] | undefined {
  return links.get(deps)?.transport.kind;
}

function receive(deps: Deps, id: string, text: string): void {
  let message: Message;
  try {
    message = JSON.parse(text) as Message;
  } catch {
    return;
  }
  if (message.from === id || !TOPICS.includes(message.topic)) return;
  runHandlers(deps, message.topic, typeof message.key === "string" ? message.key : undefined);
}

/** Every topic cleared: the link was (re)established and messages sent meanwhile may be lost. */
function clearAll(deps: Deps): void {
  for (const topic of TOPICS) runHandlers(deps, topic, undefined);
}

/** The channel's name: Redis channels share the prefix of the instance's keys (REDIS_KEY_PREFIX). */
export const channelName = (prefix = "") => `${prefix}ojas:invalidate`;
/** PostgreSQL: NOTIFY reaches the sessions on the same database only. */
export const PG_CHANNEL = "ojas_invalidate";

/**
 * Links `deps`' app to the other instances: Redis pub/sub on a connection of its own (a subscribed
 * connection takes no other commands), else LISTEN/NOTIFY on one PostgreSQL connection. Answers the way to
 * stop, or undefined when there is nothing to link through (PGlite, no Redis).
 */
export async function connectInvalidation(
  deps: Deps,
  options: {
    redis?: Redis;
    redisKeyPrefix?: string;
    databaseUrl?: string;
    onError: (error: unknown) => void;
  },
): Promise<(() => Promise<void>) | undefined> {
  const id = randomUUID();
  let transport: Transport;
  if (options.redis) {
    transport = await redisTransport(options.redis, channelName(options.redisKeyPrefix), {
      onMessage: (text) => receive(deps, id, text),
      onReady: () => clearAll(deps),
      onError: options.onError,
    });
  } else if (options.databaseUrl) {
    transport = await postgresTransport(options.databaseUrl, {
      onMessage: (text) => receive(deps, id, text),
      onReady: () => clearAll(deps),
    });
  } else {
    return undefined;
  }
  links.set(deps, { id, transport, onError: options.onError });
  return async () => {
    links.delete(deps);
    await transport.close();
  };
}

interface Receiver {
  onMessage: (text: string) => void;
  /** After a reconnection (not the first connection). */
  onReady: () => void;
}

async function redisTransport(
  redis: Redis,
  channel: string,
  receiver: Receiver & { onError: (error: unknown) => void },
): Promise<Transport> {
  // Named after the channel, so an operator (or a test) can tell it in CLIENT LIST. It subscribes again
  // after a reconnection itself, not through ioredis's autoResubscribe: that SUBSCRIBE is sent once the new
  // connection is ready, which can be after a QUIT written during its handshake, and the rejection of a
  // command nobody holds is an unhandled one.
  const subscriber = redis.duplicate({
    connectionName: channel.replace(/[^A-Za-z0-9_.:-]/g, ""),
    autoResubscribe: false,
  });
  let closing = false;
  const onError = (error: unknown) => {
    if (!closing) receiver.onError(error);
  };
  // A duplicate is still connecting; its errors are logged, not thrown (ioredis reconnects by itself).
  subscriber.on("error", onError);
  subscriber.on("message", (got: string, text: string) => {
    if (got === channel) receiver.onMessage(text);
  });
  let subscribed = false;
  subscriber.on("ready", () => {
    if (!subscribed || closing) return;
    // What was published while away is lost: once listening again, everything is cleared.
    subscriber.subscribe(channel).then(receiver.onReady, onError);
  });
  await subscriber.subscribe(channel);
  subscribed = true;
  return {
    kind: "redis",
    publish: async (text) => {
      await redis.publish(channel, text);
    },
    close: async () => {
      closing = true;
      // QUIT goes after whatever the client still has in flight; a second at most.
      const waited = new Promise((resolve) => setTimeout(resolve, 1_000).unref());
      await Promise.race([subscriber.quit().catch(() => undefined), waited]);
      subscriber.disconnect();
    },
  };
}

async function postgresTransport(url: string, receiver: Receiver): Promise<Transport> {
  // One connection: LISTEN holds it, NOTIFY goes out on the same client (postgres.js keeps a connection
  // of its own for listening and reconnects it, calling onlisten again).
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  let connected = false;
  await sql.listen(PG_CHANNEL, receiver.onMessage, () => {
    if (connected) receiver.onReady();
    connected = true;
  });
  return {
    kind: "postgres",
    publish: async (text) => {
      await sql.notify(PG_CHANNEL, text);
    },
    close: () => sql.end({ timeout: 2 }),
  };
}
