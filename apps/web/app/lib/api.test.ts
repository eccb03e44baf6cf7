import { describe, expect, it, vi } from "vitest";
import { ApiError, apiFor, createApi, INVALID_REQUEST_MESSAGE } from "./api.ts";

type Call = { url: string; init: RequestInit };

function fakeFetch(responses: Array<Response | Error>) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = responses.shift();
    if (!next) throw new Error("no more responses");
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("api client", () => {
  it("sends the WEB client, time zone and market headers, with credentials, and unwraps the body", async () => {
    const { fetch, calls } = fakeFetch([json(200, { body: { products: [1, 2] } })]);
    const api = createApi({ market: "AE", fetch, baseUrl: "http://api.test", timeZone: "Asia/Dubai" });
    const result = await api.get<{ products: number[] }>("/api/catalogue/v1/products", {
      sort: "TOP_RATED",
      nextToken: null,
      category: "",
    });
    expect(result).toEqual({ products: [1, 2] });
    expect(calls[0]!.url).toBe("http://api.test/api/catalogue/v1/products?sort=TOP_RATED");
    expect(calls[0]!.init.credentials).toBe("include");
    expect(calls[0]!.init.headers).toMatchObject({
      "X-Client": "WEB",
      "X-Timezone": "Asia/Dubai",
      "X-Market": "AE",
      Accept: "application/json",
    });
  });

  it("names the market's zone until the page has looked the shopper's up, and builds no date formatter for it", async () => {
    vi.resetModules();
    const formatter = vi.spyOn(Intl, "DateTimeFormat");
    try {
      const fresh = await import("./api.ts");
      const { fetch, calls } = fakeFetch([json(200, { body: {} }), json(200, { body: {} })]);
      const api = fresh.createApi({ market: "AE", fetch, baseUrl: "http://api.test" });
      await api.get("/api/catalogue/v1/products");
      expect(formatter).not.toHaveBeenCalled();
      formatter.mockRestore();
      const zone = fresh.shopperTimeZone();
      await api.get("/api/catalogue/v1/products");
      const sent = calls.map((c) => (c.init.headers as Record<string, string>)["X-Timezone"]);
      expect(sent).toEqual(["Asia/Dubai", zone]);
    } finally {
      formatter.mockRestore();
    }
  });

  it("sends JSON bodies", async () => {
    const { fetch, calls } = fakeFetch([json(201, { body: { requestId: "r1" } })]);
    await createApi({ market: "IN", fetch }).post("/api/marketing/v1/requestCallBack", { name: "Asha" });
    expect(calls[0]!.init.method).toBe("POST");
    expect(calls[0]!.init.body).toBe(JSON.stringify({ name: "Asha" }));
    expect(calls[0]!.init.headers).toMatchObject({ "Content-Type": "application/json" });
  });

  it("throws a typed ApiError with the catalogue's code, message and fields", async () => {
    const { fetch } = fakeFetch([
      json(400, {
        error: { code: 4000, message: "Invalid request body", fields: { sort: "Invalid option" } },
      }),
    ]);
    const error = await createApi({ market: "IN", fetch })
      .get("/api/catalogue/v1/products")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 4000,
      message: INVALID_REQUEST_MESSAGE,
      fields: { sort: "Invalid option" },
    });
  });

  it("keeps a 4000's field-specific text, and puts a bare one in the shopper's words", async () => {
    const reason = "Pick 3 products for Build your own skin bundle";
    const { fetch } = fakeFetch([
      json(400, { error: { code: 4000, message: reason, fields: { byobBundledSkuIds: reason } } }),
      json(400, { error: { code: 4000, message: "Invalid request body" } }),
    ]);
    const api = createApi({ market: "IN", fetch });
    await expect(api.post("/api/catalogue/v4/add-to-cart", {})).rejects.toMatchObject({ message: reason });
    await expect(api.post("/api/catalogue/v4/add-to-cart", {})).rejects.toMatchObject({
      code: 4000,
      message: "Some details were not accepted. Please check them and try again.",
    });
  });

  it("treats a non-JSON failure as 5000 and marks 404s as not found", async () => {
    const { fetch } = fakeFetch([
      new Response("<html>", { status: 502 }),
      json(404, { error: { code: 4040, message: "Product not found" } }),
    ]);
    const api = createApi({ market: "IN", fetch });
    await expect(api.get("/x")).rejects.toMatchObject({ status: 502, code: 5000 });
    const missing = (await api.get("/y").catch((e: unknown) => e)) as ApiError;
    expect(missing.isNotFound).toBe(true);
  });

  it("retries a timed-out read once, then reports the network timeout", async () => {
    const timeout = () => new DOMException("timed out", "TimeoutError");
    const first = fakeFetch([timeout(), json(200, { body: { ok: true } })]);
    await expect(createApi({ market: "IN", fetch: first.fetch }).get("/slow")).resolves.toEqual({ ok: true });
    expect(first.calls).toHaveLength(2);

    const both = fakeFetch([timeout(), timeout()]);
    await expect(createApi({ market: "IN", fetch: both.fetch }).get("/slow")).rejects.toMatchObject({
      code: "ECONNABORTED",
      message: "Network timeout. Please try again.",
    });
    expect(both.calls).toHaveLength(2);

    const write = fakeFetch([timeout()]);
    await expect(createApi({ market: "IN", fetch: write.fetch }).post("/slow", {})).rejects.toMatchObject({
      code: "ECONNABORTED",
    });
    expect(write.calls).toHaveLength(1);
  });

  it("sends an Idempotency-Key and resends a timed-out write that carries one, with the same key", async () => {
    const timeout = () => new DOMException("timed out", "TimeoutError");
    const { fetch, calls } = fakeFetch([timeout(), json(201, { body: { orderId: "o1" } })]);
    const api = createApi({ market: "IN", fetch });
    await expect(api.post("/api/oms/v3/order/create", {}, { idempotencyKey: "k-123" })).resolves.toEqual({
      orderId: "o1",
    });
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call.init.headers).toMatchObject({ "Idempotency-Key": "k-123" });
  });

  it("gives up after the timeout", async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    await expect(
      createApi({ market: "IN", fetch: hanging, timeoutMs: 20 }).get("/hang"),
    ).rejects.toMatchObject({
      status: 408,
    });
  });

  it("takes the market from the page URL and forwards the shopper's cookies on the server", async () => {
    const { fetch, calls } = fakeFetch([json(200, { body: {} })]);
    const request = new Request("http://shop.test/us/skin/products?x=1", { headers: { cookie: "a=1" } });
    await apiFor(request, { siteOrigin: "http://shop.test", apiFetch: fetch }).get("/api/health");
    expect(calls[0]!.init.headers).toMatchObject({ "X-Market": "US", Cookie: "a=1" });
  });
});
