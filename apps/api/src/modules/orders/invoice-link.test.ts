import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { INVOICE_LINK_TTL_MS, signInvoiceLink, verifyInvoiceLink } from "./invoice-link.ts";

const clock = { now: Date.UTC(2026, 10, 22, 9, 0) };
const deps = {
  config: loadConfig({ JWT_SECRET: "a-test-jwt-secret-of-at-least-32-chars" }),
  now: () => clock.now,
};

function paramsOf(link: string) {
  const url = new URL(link, "http://localhost");
  const orderId = decodeURIComponent(/^\/api\/oms\/invoice\/(.+)\.pdf$/.exec(url.pathname)![1]);
  return { orderId, expires: url.searchParams.get("expires"), sig: url.searchParams.get("sig") };
}

describe("invoice links", () => {
  it("points at the order's PDF and works for 10 minutes", () => {
    const link = signInvoiceLink(deps, "ORD-7F3K2M9Q", "u_owner");
    expect(link).toMatch(/^\/api\/oms\/invoice\/ORD-7F3K2M9Q\.pdf\?expires=\d+&sig=[0-9a-f]{64}$/);
    const p = paramsOf(link);
    expect(Number(p.expires)).toBe(clock.now + INVOICE_LINK_TTL_MS);
    expect(verifyInvoiceLink(deps, { ...p, userId: "u_owner" })).toBe(true);
    const later = { ...deps, now: () => clock.now + INVOICE_LINK_TTL_MS - 1 };
    expect(verifyInvoiceLink(later, { ...p, userId: "u_owner" })).toBe(true);
    const expired = { ...deps, now: () => clock.now + INVOICE_LINK_TTL_MS };
    expect(verifyInvoiceLink(expired, { ...p, userId: "u_owner" })).toBe(false);
  });

  it("honours a custom lifetime", () => {
    const p = paramsOf(signInvoiceLink(deps, "ORD-1", "u_1", 30_000));
    expect(verifyInvoiceLink({ ...deps, now: () => clock.now + 29_999 }, { ...p, userId: "u_1" })).toBe(true);
    expect(verifyInvoiceLink({ ...deps, now: () => clock.now + 30_000 }, { ...p, userId: "u_1" })).toBe(
      false,
    );
  });

  it("refuses any tampering", () => {
    const p = { ...paramsOf(signInvoiceLink(deps, "ORD-7F3K2M9Q", "u_owner")), userId: "u_owner" };
    const flip = (s: string) => (s[0] === "a" ? "b" : "a") + s.slice(1);
    for (const tampered of [
      { ...p, orderId: "ORD-7F3K2M9R" },
      { ...p, userId: "u_intruder" },
      { ...p, expires: String(Number(p.expires) + 60_000) },
      { ...p, sig: flip(p.sig!) },
      { ...p, sig: p.sig!.toUpperCase() },
      { ...p, sig: p.sig!.slice(0, 62) },
      { ...p, sig: undefined },
      { ...p, expires: "soon" },
      { ...p, expires: `${p.expires}.5` },
    ]) {
      expect(verifyInvoiceLink(deps, tampered)).toBe(false);
    }
    const otherSecret = {
      ...deps,
      config: loadConfig({ JWT_SECRET: "another-jwt-secret-of-at-least-32-chars" }),
    };
    expect(verifyInvoiceLink(otherSecret, p)).toBe(false);
  });
});
