import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";

// Browse pages come from the page cache for signed-in shoppers too (docs/decisions/0042): the HTML is the
// same for everyone, and who the shopper is arrives after hydration from GET /api/user/v1/personal. Run on
// the server with the page cache on (cached-server.ts).
const origin = inject("cachedOrigin");
const PRO = { email: "arjun@example.com", firstName: "Arjun", phone: "9876543211", id: "9a3e7c21" };
const DEMO = { email: "priya@example.com", firstName: "Priya", phone: "9876543210" };
const PASSWORD = "ojas-demo-2026";

/** Signs in through the API as a browser would; answers the Cookie header of the session. */
async function signIn(email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login-via-password`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-client": "WEB", origin },
    body: JSON.stringify({ emailId: email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function get(path: string, cookie?: string) {
  const response = await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
  return {
    status: response.status,
    cache: response.headers.get("x-page-cache"),
    html: await response.text(),
  };
}

/** Nothing that is this shopper's: their email, phone or id. */
function expectNothingOf(html: string, who: { email: string; phone: string; id?: string }) {
  for (const bit of [who.email, who.phone, ...(who.id ? [who.id] : [])]) expect(html).not.toContain(bit);
}

/** A page for everyone: nothing of the shopper's and no signed-in state at all. */
function expectNobodys(html: string, who: typeof PRO) {
  expectNothingOf(html, who);
  for (const bit of [`${who.firstName}, your account`, "account-link", '"signed-in"'])
    expect(html).not.toContain(bit);
}

describe("shared pages for signed-in shoppers", () => {
  it("serves a signed-in shopper the anonymous copy of a product page and home, with nothing of theirs in it", async () => {
    const cookie = await signIn(PRO.email);
    for (const path of ["/skin/products/niacinamide-zinc-serum", "/"]) {
      const anonymous = await get(path);
      expect(anonymous.status).toBe(200);
      const signedIn = await get(path, cookie);
      expect(signedIn.cache).toBe("hit");
      expect(signedIn.html).toBe(anonymous.html);
      expectNobodys(signedIn.html, PRO);
      // The header holds a place for the shopper's own entry.
      expect(signedIn.html).toContain('data-testid="account-pending"');
    }
    // Loader data for a client-side navigation is shared the same way.
    const data = "/skin/products/niacinamide-zinc-serum.data?_routes=in%3Askin%2Fproducts%2F%3Aslug";
    const first = await get(data, cookie);
    expect(first.status).toBe(200);
    const again = await get(data);
    expect(again.cache).toBe("hit");
    expect(again.html).toBe(first.html);
    expectNobodys(first.html, PRO);
  });

  it("never shares a page that must be personal between shoppers", async () => {
    const pro = await signIn(PRO.email);
    const demo = await signIn(DEMO.email);
    for (const path of ["/account", "/cart", "/orders"]) {
      const first = await get(path, pro);
      const second = await get(path, demo);
      expect(first.cache).toBeNull();
      expect(second.cache).toBeNull();
      expectNothingOf(second.html, PRO);
    }
    expect((await get("/account", pro)).html).toContain(PRO.firstName);
    expect((await get("/account", demo)).html).toContain(DEMO.firstName);
  });
});

describe("a signed-in shopper on a shared page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("sees their name, Pro badge and cart count appear after hydration, and go when they sign out", async () => {
    const page = await newPage(browser);
    const product = `${origin}/nutrition/products/whey-protein-isolate`;
    await page.goto(product);
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: "Sign in", exact: true }).click();
    const popup = page.getByRole("dialog");
    await popup.getByRole("button", { name: "Email" }).click();
    await popup.getByLabel("Email").fill(PRO.email);
    await popup.getByRole("button", { name: "Sign in with a password instead" }).click();
    await popup.getByLabel("Password").fill(PASSWORD);
    await popup.getByRole("button", { name: "Sign in", exact: true }).click();
    await popup.waitFor({ state: "detached" });
    await page.locator("[data-testid='add-to-cart']:visible").first().click();
    await page.getByRole("status").filter({ hasText: "Added" }).first().waitFor({ state: "attached" });

    // A fresh load of the page: the page cache's copy, then the shopper's own bits from one call.
    const personalCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/user/v1/personal")) personalCalls.push(request.url());
    });
    const response = await page.goto(product);
    expect(response?.headers()["x-page-cache"]).toBe("hit");
    expectNobodys((await response?.text()) ?? "", PRO);
    await waitForHydration(page);
    const account = page.getByTestId("account-link");
    await account.waitFor();
    expect(await account.getAttribute("aria-label")).toBe(`${PRO.firstName}, your account, Pro member`);
    await page.getByTestId("pro-badge").waitFor({ state: "attached" });
    const { cartCount } = await page.evaluate(async () => {
      const answer = await fetch("/api/user/v1/personal", { headers: { "x-client": "WEB" } });
      return ((await answer.json()) as { body: { cartCount: number } }).body;
    });
    expect(cartCount).toBeGreaterThan(0);
    await page.waitForFunction(
      (count) => document.querySelector("[data-testid='cart-count']")?.textContent === String(count),
      cartCount > 99 ? "99+" : cartCount,
    );
    expect(personalCalls.length).toBeGreaterThanOrEqual(1);

    await account.click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${origin}/`);
    await page.getByRole("banner").getByRole("button", { name: "Sign in", exact: true }).waitFor();
    expect(await page.getByTestId("pro-badge").count()).toBe(0);
    expect(await page.getByTestId("account-link").count()).toBe(0);
    await page.context().close();
  });
});
