// Caches cleared on every instance: here two apps' Deps in one process stand for two instances, linked
// through Redis or PostgreSQL as the server links them. The three real processes are in
// apps/api/src/test/instances.postgres.test.ts.
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { Deps } from "../deps.ts";
import { testContext } from "../test/harness.ts";
import {
  broadcast,
  channelName,
  connectInvalidation,
  handleInvalidation,
  invalidate,
} from "./invalidation.ts";

const seen: { deps: Deps; key: string | undefined }[] = [];
const ours = new Set<Deps>();
// Only this file's Deps are recorded: other tests in the worker change content too.
handleInvalidation("content", (deps, key) => {
  if (ours.has(deps)) seen.push({ deps, key });
});

function instance(): Deps {
  const deps = { now: Date.now } as unknown as Deps;
  ours.add(deps);
  return deps;
}

const seenBy = (deps: Deps) => seen.filter((s) => s.deps === deps).map((s) => s.key);

async function until(check: () => boolean, ms = 2000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error("not within the time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stops) await stop();
});

describe("invalidation on one instance", () => {
  it("runs the topic's handlers at once, with the key", () => {
    const a = instance();
    invalidate(a, "content", "page-1");
    invalidate(a, "content");
    expect(seenBy(a)).toEqual(["page-1", undefined]);
  });

  it("broadcast leaves this instance's handlers alone", () => {
    const a = instance();
    broadcast(a, "content", "x");
    expect(seenBy(a)).toEqual([]);
  });

  it("has nothing to link through without Redis or PostgreSQL", async () => {
    expect(await connectInvalidation(instance(), { onError: () => {} })).toBeUndefined();
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("invalidation through Redis pub/sub", () => {
  const prefix = `ojas-test-${randomUUID().slice(0, 8)}:`;
  const clients: Redis[] = [];
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });
  const link = async (deps: Deps) => {
    const redis = new Redis(process.env.TEST_REDIS_URL!, { keyPrefix: prefix });
    clients.push(redis);
    const stop = await connectInvalidation(deps, { redis, redisKeyPrefix: prefix, onError: () => {} });
    stops.push(stop!);
  };

  it("reaches every other instance once, and not the sender a second time", async () => {
    const [a, b, c] = [instance(), instance(), instance()];
    await Promise.all([link(a), link(b), link(c)]);
    invalidate(a, "content", "sku-9");
    await until(() => seenBy(b).length > 0 && seenBy(c).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seenBy(a)).toEqual(["sku-9"]);
    expect(seenBy(b)).toEqual(["sku-9"]);
    expect(seenBy(c)).toEqual(["sku-9"]);
  });

  it("ignores messages that are not its own kind", async () => {
    const b = instance();
    await link(b);
    const raw = new Redis(process.env.TEST_REDIS_URL!);
    clients.push(raw);
    await raw.publish(channelName(prefix), "not json");
    await raw.publish(channelName(prefix), JSON.stringify({ from: "x", topic: "nothing", key: "k" }));
    await raw.publish(channelName(prefix), JSON.stringify({ from: "x", topic: "content", key: "ok" }));
    await until(() => seenBy(b).length > 0);
    expect(seenBy(b)).toEqual(["ok"]);
  });

  it("clears everything when its subscription comes back after a drop (messages may be lost)", async () => {
    const b = instance();
    await link(b);
    const raw = new Redis(process.env.TEST_REDIS_URL!);
    clients.push(raw);
    const list = (await raw.call("CLIENT", "LIST", "TYPE", "pubsub")) as string;
    const ids = list
      .split("\n")
      .filter((line) => line.includes(` name=${channelName(prefix)} `))
      .map((line) => /id=(\d+)/.exec(line)![1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) await raw.call("CLIENT", "KILL", "ID", id);
    await until(() => seenBy(b).includes(undefined), 5000);
  });

  it("stops cleanly while its subscriber is reconnecting", async () => {
    // The stop lands inside the reconnection's handshake: ioredis asks INFO before it calls the connection
    // ready, so a QUIT sent just after that INFO goes out before the subscription is renewed. What is then
    // cut short must not be a rejection nobody listens to (it fails the process in tests, and is noise in
    // production).
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on("unhandledRejection", onRejection);
    const redis = new Redis(process.env.TEST_REDIS_URL!, { keyPrefix: prefix });
    clients.push(redis);
    let subscriber: Redis | undefined;
    const duplicate = redis.duplicate.bind(redis);
    redis.duplicate = (override) => {
      subscriber = duplicate(override);
      return subscriber;
    };
    const stop = await connectInvalidation(instance(), { redis, redisKeyPrefix: prefix, onError: () => {} });
    const stopped = new Promise<void>((resolve) => {
      const send = subscriber!.sendCommand.bind(subscriber);
      subscriber!.sendCommand = (command, stream) => {
        const sent = send(command, stream);
        if (command.name === "info") queueMicrotask(() => resolve(stop!()));
        return sent;
      };
    });
    subscriber!.stream.destroy();
    await stopped;
    await new Promise((resolve) => setTimeout(resolve, 100));
    process.off("unhandledRejection", onRejection);
    expect(rejections).toEqual([]);
    expect(subscriber!.status).toBe("end");
  });
});

describe.skipIf(!inject("pgTemplate"))("invalidation through PostgreSQL LISTEN/NOTIFY", () => {
  it("reaches the other instance on the same database", async () => {
    const { databaseUrl } = await testContext();
    const [a, b] = [instance(), instance()];
    for (const deps of [a, b]) {
      const stop = await connectInvalidation(deps, { databaseUrl, onError: () => {} });
      stops.push(stop!);
    }
    invalidate(b, "content", "article-3");
    await until(() => seenBy(a).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seenBy(a)).toEqual(["article-3"]);
    expect(seenBy(b)).toEqual(["article-3"]);
  });
});
