import type { PersonalBits } from "@ojas/domain";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatFor } from "../../app/lib/market-format/index.ts";
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

/** Signs in from the page, as the login popup does (the session cookies land in the browser). */
async function signInFrom(page: Page, email: string) {
  const status = await page.evaluate(
    async ({ emailId, password }) =>
      (
        await fetch("/api/auth/login-via-password", {
          method: "POST",
          headers: { "content-type": "application/json", "x-client": "WEB" },
          body: JSON.stringify({ emailId, password }),
        })
      ).status,
    { emailId: email, password: PASSWORD },
  );
  expect(status).toBe(200);
}

/** The personal call, from the page. */
const personalOf = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch("/api/user/v1/personal", { headers: { "x-client": "WEB" } });
    return ((await answer.json()) as { body: PersonalBits }).body;
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

  it("a visitor's shared page asks nobody who they are; a session from before the hint gets it and is asked", async () => {
    const path = "/nutrition/products/whey-protein-isolate";
    const page = await newPage(browser);
    const personalCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/user/v1/personal")) personalCalls.push(request.url());
    });
    await page.goto(`${origin}${path}`);
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: "Sign in", exact: true }).waitFor();
    expect(personalCalls).toEqual([]);

    // A session whose cookies were set before the hint existed: the next page adds it, then asks.
    const session = (await signIn(PRO.email))
      .split("; ")
      .map((pair) => pair.split("="))
      .filter(([name]) => name !== "hasSession")
      .map(([name, value]) => ({ name: name!, value: value!, url: origin }));
    await page.context().addCookies(session);
    const response = await page.goto(`${origin}${path}`);
    expect(await response?.headerValue("set-cookie")).toContain("hasSession=true");
    await waitForHydration(page);
    await page.getByTestId("account-link").waitFor();
    expect(personalCalls.length).toBeGreaterThanOrEqual(1);
    await page.context().close();
  });

  it('sees "You bought this" on the cached page of a product they bought, below what the page first showed', async () => {
    // The demo shopper's order ORD-DEMO-1004 (seed/orders.ts): the niacinamide serum, two days ago.
    const path = "/skin/products/niacinamide-zinc-serum";
    const page = await newPage(browser);
    await page.goto(`${origin}/`);
    // Anonymous, as this browser (the user agent is part of the page cache's key).
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const anonymous = await (
      await fetch(`${origin}${path}`, { headers: { "user-agent": userAgent } })
    ).text();
    await signInFrom(page, DEMO.email);

    const response = await page.goto(`${origin}${path}`);
    expect(response?.headers()["x-page-cache"]).toBe("hit");
    const html = (await response?.text()) ?? "";
    expect(html).toBe(anonymous);
    expect(html).not.toContain("You bought this");
    const title = page.getByRole("heading", { level: 1 });
    const firstPlace = await title.boundingBox();

    await waitForHydration(page);
    const note = page.getByTestId("bought-note");
    await note.waitFor();
    const { bought } = await personalOf(page);
    const serum = bought.find((b) => b.productId === "prd-niacinamide-zinc-serum");
    expect(serum).toBeDefined();
    expect(await note.innerText()).toBe(
      `You bought this on ${formatFor("IN").date(serum!.lastOrderedAt)}. See your orders`,
    );
    expect(await note.getByRole("link", { name: "See your orders" }).getAttribute("href")).toBe("/orders");
    // It arrived below the title and price: they did not move.
    expect(await title.boundingBox()).toEqual(firstPlace);

    // Another market's page: its date and its orders link are the market's.
    await page.goto(`${origin}/ae${path}`);
    await waitForHydration(page);
    await note.waitFor();
    expect(await note.innerText()).toBe(
      `You bought this on ${formatFor("AE").date(serum!.lastOrderedAt)}. See your orders`,
    );
    expect(await note.getByRole("link", { name: "See your orders" }).getAttribute("href")).toBe("/ae/orders");
    await page.context().close();

    // A shopper who never bought it: the same page, and no note once the page knows who they are.
    const other = await newPage(browser);
    await other.goto(`${origin}/`);
    await signInFrom(other, PRO.email);
    await other.goto(`${origin}${path}`);
    await waitForHydration(other);
    await other.getByTestId("account-link").waitFor();
    expect(await other.getByTestId("bought-note").count()).toBe(0);
    await other.context().close();
  });

  it('has "You bought this" asked for once on a client-side visit from a page that started signed in', async () => {
    const page = await newPage(browser);
    await page.goto(`${origin}/`);
    await signInFrom(page, DEMO.email);
    // The orders page is rendered for the shopper: it starts signed in, and makes no personal call.
    await page.goto(`${origin}/orders`);
    await waitForHydration(page);
    const personalCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/user/v1/personal")) personalCalls.push(request.url());
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Ojas Skin" }).click();
    await page.waitForURL(`${origin}/skin/products`);
    await page.locator("main a[href='/skin/products/niacinamide-zinc-serum']").first().click();
    await page.waitForURL(`${origin}/skin/products/niacinamide-zinc-serum`);
    await page.getByTestId("bought-note").waitFor();
    expect(personalCalls).toHaveLength(1);
    await page.context().close();
  });
});
