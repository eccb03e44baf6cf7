import type { UserDto } from "@ojas/domain";
import { describe, expect, it, vi } from "vitest";
import { ApiError, createApi } from "./api.ts";
import { createSessionRefresher } from "./session-refresh.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const unauthorized = () => json(401, { error: { code: 4011, message: "Your session is not valid." } });

const user: UserDto = {
  id: "u1",
  phoneNumber: "+919812345678",
  email: null,
  firstName: "Asha",
  lastName: "Rao",
  healthGoal: null,
  isGuestUser: false,
  metaData: { firstPurchaseCompleted: false },
};

/** A server whose session is either live or expired; the refresh makes it live again (or not). */
function fakeServer({ refreshWorks = true } = {}) {
  let live = false;
  const paths: string[] = [];
  let refreshes = 0;
  const fetch = (async (url: string) => {
    const path = new URL(url, "http://shop.test").pathname;
    paths.push(path);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return live ? json(200, { body: { path } }) : unauthorized();
  }) as unknown as typeof globalThis.fetch;
  const onExpired = vi.fn();
  const onRefreshed = vi.fn();
  const session = createSessionRefresher({
    async requestRefresh() {
      refreshes += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (!refreshWorks) return null;
      live = true;
      return user;
    },
    onExpired,
    onRefreshed,
  });
  return {
    fetch,
    session,
    paths,
    onExpired,
    onRefreshed,
    get refreshes() {
      return refreshes;
    },
    expire() {
      live = false;
    },
  };
}

describe("api client: session renewal on 401", () => {
  it("refreshes once for every call in flight, then retries each call once", async () => {
    const server = fakeServer();
    const api = createApi({ market: "IN", fetch: server.fetch, session: server.session });
    const results = await Promise.all([
      api.get("/api/user/v3/getUser"),
      api.get("/api/user/v1/addresses"),
      api.post("/api/user/v1/address", { name: "Asha" }),
    ]);
    expect(results).toEqual([
      { path: "/api/user/v3/getUser" },
      { path: "/api/user/v1/addresses" },
      { path: "/api/user/v1/address" },
    ]);
    expect(server.refreshes).toBe(1);
    expect(server.onRefreshed).toHaveBeenCalledWith(user);
    expect(server.paths.filter((p) => p === "/api/user/v1/addresses")).toHaveLength(2);
  });

  it("a call sent before a refresh finished reuses it instead of refreshing again", async () => {
    const server = fakeServer();
    const api = createApi({ market: "IN", fetch: server.fetch, session: server.session });
    // The first call's refresh completes while the second call (already sent) is still on the wire.
    const slow = (async (url: string, init: RequestInit) => {
      await new Promise((resolve) => setTimeout(resolve, 60));
      return server.fetch(url, init);
    }) as unknown as typeof globalThis.fetch;
    const slowApi = createApi({ market: "IN", fetch: slow, session: server.session });
    const late = slowApi.get("/api/gamification/lifebits/v1/account");
    await api.get("/api/user/v3/getUser");
    expect(server.refreshes).toBe(1);
    server.expire();
    // The late call's 401 comes back; the session it was sent with was already renewed once.
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(server.refreshes).toBe(1);
  });

  it("when the refresh fails: one expiry for all waiting calls, each rejected with its 401", async () => {
    const server = fakeServer({ refreshWorks: false });
    const api = createApi({ market: "IN", fetch: server.fetch, session: server.session });
    const outcomes = await Promise.allSettled([api.get("/a"), api.get("/b"), api.put("/c", {})]);
    expect(outcomes.map((o) => o.status)).toEqual(["rejected", "rejected", "rejected"]);
    for (const outcome of outcomes) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ status: 401, code: 4011 });
    }
    expect(server.refreshes).toBe(1);
    expect(server.onExpired).toHaveBeenCalledTimes(1);
    // Each call went out once: nothing is retried without a renewed session.
    expect(server.paths).toEqual(["/a", "/b", "/c"]);
  });

  it("retries the original call only once, even if it gets a 401 again", async () => {
    let refreshes = 0;
    const paths: string[] = [];
    const fetch = (async (url: string) => {
      paths.push(url);
      return unauthorized();
    }) as unknown as typeof globalThis.fetch;
    const session = createSessionRefresher({
      async requestRefresh() {
        refreshes += 1;
        return user;
      },
    });
    await expect(createApi({ market: "IN", fetch, session }).get("/x")).rejects.toBeInstanceOf(ApiError);
    expect(paths).toEqual(["/x", "/x"]);
    expect(refreshes).toBe(1);
  });

  it("never refreshes for sign-in calls or calls marked skipAuth: their 401 is the answer", async () => {
    const server = fakeServer();
    const api = createApi({ market: "IN", fetch: server.fetch, session: server.session });
    await expect(api.post("/api/auth/verify-otp", { otp: "000000" })).rejects.toMatchObject({ code: 4011 });
    await expect(api.post("/api/refresh-token", {})).rejects.toMatchObject({ code: 4011 });
    await expect(api.post("/api/logout", {})).rejects.toMatchObject({ code: 4011 });
    await expect(api.get("/api/user/v3/getUser", undefined, { skipAuth: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(server.refreshes).toBe(0);
  });
});

describe("api client: retry rules", () => {
  function sequence(responses: Array<() => Response>) {
    const paths: string[] = [];
    const fetch = (async (url: string) => {
      paths.push(url);
      const next = responses.shift();
      if (!next) throw new Error("no more responses");
      return next();
    }) as unknown as typeof globalThis.fetch;
    return { fetch, paths };
  }

  it("the secondary client retries any error response once; the main client does not", async () => {
    const failing = () =>
      json(500, { error: { code: 5000, message: "Something went wrong. Please try again." } });
    const secondary = sequence([failing, () => json(200, { body: { ok: true } })]);
    await expect(
      createApi({ market: "IN", fetch: secondary.fetch, kind: "secondary" }).post("/api/x", {}),
    ).resolves.toEqual({ ok: true });
    expect(secondary.paths).toHaveLength(2);

    const twice = sequence([failing, failing, failing]);
    await expect(
      createApi({ market: "IN", fetch: twice.fetch, kind: "secondary" }).get("/api/x"),
    ).rejects.toMatchObject({ status: 500 });
    expect(twice.paths).toHaveLength(2);

    const main = sequence([failing, failing]);
    await expect(createApi({ market: "IN", fetch: main.fetch }).get("/api/x")).rejects.toMatchObject({
      status: 500,
    });
    expect(main.paths).toHaveLength(1);
  });

  it("a 408 answer is retried once for any method, then reported as the network timeout", async () => {
    const timeout = () => json(408, { error: { code: 5000, message: "Request timeout" } });
    const ok = sequence([timeout, () => json(201, { body: { saved: true } })]);
    await expect(createApi({ market: "IN", fetch: ok.fetch }).post("/api/y", {})).resolves.toEqual({
      saved: true,
    });
    expect(ok.paths).toHaveLength(2);

    const again = sequence([timeout, timeout, timeout]);
    await expect(createApi({ market: "IN", fetch: again.fetch }).post("/api/y", {})).rejects.toMatchObject({
      code: "ECONNABORTED",
      message: "Network timeout. Please try again.",
    });
    expect(again.paths).toHaveLength(2);
  });

  it("a 429 shows the rate-limit snackbar text and is not retried", async () => {
    const onRateLimited = vi.fn();
    const limited = sequence([() => json(429, { error: { code: 4290, message: "Slow down" } })]);
    await expect(
      createApi({ market: "IN", fetch: limited.fetch, onRateLimited }).get("/api/z"),
    ).rejects.toMatchObject({ status: 429 });
    expect(onRateLimited).toHaveBeenCalledWith("Too many requests, please try again later!");
    expect(limited.paths).toHaveLength(1);

    const otpLimit = sequence([() => json(429, { error: { code: 4012, message: "Too many wrong codes." } })]);
    await expect(
      createApi({ market: "IN", fetch: otpLimit.fetch, onRateLimited }).post("/api/auth/verify-otp", {}),
    ).rejects.toMatchObject({ code: 4012 });
    expect(onRateLimited).toHaveBeenCalledTimes(1);
  });
});
