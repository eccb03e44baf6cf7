import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, waitForHydration } from "./browser.ts";
import { DEMO_STAFF_PASSWORD, passwordSignIn } from "./shop.ts";

// Recounting a product to zero and the shop showing it sold out (docs/product.md, "Stock"): ops staff, on a
// phone, find the magnesium in /staff/stock, are told what is wrong with an empty form, recount it to 0,
// see it in its history, and the product page says "Sold out" at once; marked coming soon on its stock
// page, the product page says "Coming soon". The journey puts its stock back afterwards. Against the accounts server (sign-in passes its same-site check).

const origin = inject("accountsOrigin");
const SKU = "NUT-MAG-60";
let browser: Browser;
let productPath: string;
let staffCookies: { name: string; value: string }[] = [];
let startedWith: number | undefined;

const cookieHeader = (cookies: { name: string; value: string }[]) =>
  cookies.map((c) => `${c.name}=${c.value}`).join("; ");

async function stockNow(): Promise<{ available: number; held: number }> {
  const res = await fetch(`${origin}/api/staff/stock/${SKU}/history?market=IN&limit=1`, {
    headers: { cookie: cookieHeader(staffCookies) },
  });
  return (await res.json()).body.item;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const details = await (await fetch(`${origin}/api/catalogue/v2/skuDetails?skuId=${SKU}`)).json();
  productPath = `/nutrition/products/${details.body.product.slug}`;
  staffCookies = await passwordSignIn(origin, "ops@staff.ojas.in", DEMO_STAFF_PASSWORD);
  const now = await stockNow();
  startedWith = now.available + now.held;
});
const post = (path: string, body: object) =>
  fetch(`${origin}${path}`, {
    method: "POST",
    headers: {
      cookie: cookieHeader(staffCookies),
      "Content-Type": "application/json",
      "Idempotency-Key": crypto.randomUUID(),
      Origin: origin,
      "X-Client": "WEB",
    },
    body: JSON.stringify(body),
  });

/**
 * Recounts the sku back to what it had on hand when the journey began, not coming soon (as the seed has
 * it); answers the HTTP statuses.
 */
async function restore(): Promise<number[]> {
  const statuses = [
    (await post(`/api/staff/stock/${SKU}/coming-soon`, { market: "IN", comingSoon: false })).status,
    (
      await post(`/api/staff/stock/${SKU}/adjust`, {
        market: "IN",
        reason: "RECOUNT",
        quantity: startedWith,
        note: "Journey restores",
      })
    ).status,
  ];
  startedWith = undefined;
  return statuses;
}

afterAll(async () => {
  // When the journey stopped half-way: put the shelf back for the journeys after this one.
  if (startedWith !== undefined) await restore();
  await browser?.close();
});

async function signedIn(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies(staffCookies.map((c) => ({ ...c, url: origin })));
  return { context, page: await context.newPage() };
}

async function open(page: Page, path: string) {
  await page.goto(`${origin}${path}`);
  await waitForHydration(page);
}

describe("back office stock", () => {
  it("a recount to zero shows the product sold out in the shop at once", async () => {
    const shopper = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const shop = await shopper.newPage();
    await open(shop, productPath);
    expect(await shop.getByText("Sold out", { exact: true }).count()).toBe(0);

    const { context, page } = await signedIn(390);
    await open(page, "/staff");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Stock" }).click();
    await page.getByRole("heading", { name: "Stock", level: 1 }).waitFor();
    await page.getByLabel("Sku or product name").fill(SKU);
    await page.getByRole("button", { name: "Show" }).click();
    const item = page.locator(`[data-testid="staff-stock"][data-sku-id="${SKU}"]`);
    await item.waitFor();
    expect(await page.getByTestId("staff-stock").count()).toBe(1);
    expect(Number(await item.getByTestId("stock-available").innerText())).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Opened with the keyboard; an empty form is answered field by field, nothing sent.
    await item.locator("summary").focus();
    await page.keyboard.press("Enter");
    await item.getByRole("button", { name: /^Save/ }).click();
    await item.getByText("Choose a reason").waitFor();
    await item.getByText("Enter a whole number").waitFor();
    expect(await item.getByLabel("Units").getAttribute("aria-invalid")).toBe("true");
    expect(await item.getByLabel("Reason").evaluate((el) => el === document.activeElement)).toBe(true);

    // Writing off more than is free: the API's answer lands on the field, and nothing changes.
    const before = await stockNow();
    await item.getByLabel("Reason").selectOption("DAMAGED");
    await item.getByLabel("Units").fill(String(before.available + 1));
    await item.getByRole("button", { name: /^Save/ }).click();
    await item.getByText(`Only ${before.available} units free to sell`, { exact: false }).first().waitFor();
    expect(await stockNow()).toEqual(before);
    expect(await seriousViolations(page)).toEqual([]);

    await item.getByLabel("Reason").selectOption("RECOUNT");
    await item.getByLabel("Units").fill("0");
    await item.getByLabel("Note (optional)").fill("Shelf empty after audit");
    await item.getByRole("button", { name: /^Save/ }).click();
    await item.getByTestId("adjust-result").filter({ hasText: "Recount saved" }).waitFor();
    await item.getByText("Sold out").waitFor();
    await item.getByTestId("stock-available").filter({ hasText: /^0$/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Its history, newest first.
    await item.getByRole("link", { name: /^History/ }).click();
    await page.getByRole("heading", { name: /^Stock of/, level: 1 }).waitFor();
    const latest = page.getByTestId("stock-adjustment").first();
    expect(await latest.innerText()).toContain("Recount to 0");
    expect(await latest.innerText()).toContain("Shelf empty after audit");
    expect(await seriousViolations(page)).toEqual([]);

    // The shop: the product page says so straight away.
    await open(shop, productPath);
    await shop.getByText("Sold out", { exact: true }).first().waitFor();

    // Marked coming soon on its stock page: the product page says "Coming soon" instead.
    await page.getByRole("button", { name: "Mark coming soon" }).click();
    await page.getByText("Marked coming soon in IN.").waitFor();
    await page.getByTestId("stock-coming-soon").filter({ hasText: "Coming soon in IN" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
    await open(shop, productPath);
    await shop.getByText("Coming soon", { exact: true }).first().waitFor();
    expect(await shop.getByText("Sold out", { exact: true }).count()).toBe(0);

    // Received again (put back as it was): the page sells it again.
    expect(await restore()).toEqual([200, 200]);
    await open(shop, productPath);
    await shop
      .getByRole("button", { name: /add to cart/i })
      .first()
      .waitFor();
    expect(await shop.getByText("Sold out", { exact: true }).count()).toBe(0);
    await shopper.close();
  });

  it("is not offered to content staff, and its page answers 403", async () => {
    const cookies = await passwordSignIn(origin, "content@staff.ojas.in", DEMO_STAFF_PASSWORD);
    const res = await fetch(`${origin}/staff/stock`, { headers: { cookie: cookieHeader(cookies) } });
    expect(res.status).toBe(403);
  });
});
