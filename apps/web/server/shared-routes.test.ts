import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { SHARED_PAGE } from "../app/lib/page-sharing.ts";
import { MATCHER_MEMORY, pagePathOf, sharedPageMatcher, withoutSessionCookies } from "./shared-routes.ts";

const route = (id: string, path: string | undefined, shared: boolean, extra: object = {}) => ({
  id,
  path,
  parentId: "root",
  module: shared ? { handle: SHARED_PAGE } : {},
  ...extra,
});

const routes = {
  root: { id: "root", path: "", module: {} },
  "in:home": route("in:home", undefined, true, { index: true }),
  "in:skin/products/:slug": route("in:skin/products/:slug", "skin/products/:slug", true),
  "ae:skin/products/:slug": route("ae:skin/products/:slug", "ae/skin/products/:slug", true),
  "in:account": route("in:account", "account", false),
  "in:cart": route("in:cart", "cart", false),
  "in:not-found": route("in:not-found", "*", false),
} as unknown as ServerBuild["routes"];

describe("shared pages", () => {
  const isShared = sharedPageMatcher(routes);

  it("are the routes marked shared, in every market, for documents and loader data alike", () => {
    expect(isShared("/")).toBe(true);
    expect(isShared("/skin/products/niacinamide-zinc-serum")).toBe(true);
    expect(isShared("/ae/skin/products/niacinamide-zinc-serum")).toBe(true);
    expect(isShared("/skin/products/niacinamide-zinc-serum.data")).toBe(true);
    expect(isShared("/_root.data")).toBe(true);
  });

  it("are never the personal pages nor an unknown path", () => {
    expect(isShared("/account")).toBe(false);
    expect(isShared("/account.data")).toBe(false);
    expect(isShared("/cart")).toBe(false);
    expect(isShared("/nowhere")).toBe(false);
  });

  it("are answered the same from memory, also once the memory has started over", () => {
    const matcher = sharedPageMatcher(routes);
    expect(matcher("/account")).toBe(false);
    for (let i = 0; i <= MATCHER_MEMORY; i++) expect(matcher(`/skin/products/p${i}`)).toBe(true);
    expect(matcher("/account")).toBe(false);
    expect(matcher("/skin/products/p1")).toBe(true);
  });

  it("name their page from a loader-data URL", () => {
    expect(pagePathOf("/_root.data")).toBe("/");
    expect(pagePathOf("/ae.data")).toBe("/ae");
    expect(pagePathOf("/blog/x.data")).toBe("/blog/x");
    expect(pagePathOf("/blog/x")).toBe("/blog/x");
  });

  it("are rendered without the session cookies, keeping the others", () => {
    expect(
      withoutSessionCookies(
        "access_token=a; ojas_engagement_sid=e; refresh_token=r; id_token=i; isGuestUser=true; ojas_webview=1",
      ),
    ).toBe("ojas_engagement_sid=e; ojas_webview=1");
    expect(withoutSessionCookies("access_token=a; refresh_token=r")).toBe("");
    expect(withoutSessionCookies("")).toBe("");
  });
});
