import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./browser.ts";
import { buyRingWithPro, go, orderIdOf } from "./shop.ts";

// A device order that comes with a plan (docs/product.md, "Plans that come with a device order"): the ring
// with the 12-month Pro membership, paid on the sandbox page, gives the shopper a Pro subscription. On the
// accounts server: the page posts to the API, which accepts state-changing calls only from its own site.
const origin = inject("accountsOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface ActiveSubscription {
  subscriptionId: string;
  tier: string;
  kind: string;
  status: string;
  planName: string;
  currentPeriod: { start: number; end: number; number: number };
  paymentMethod: unknown;
}

/** The signed-in shopper's running subscriptions, asked from the page as the storefront would. */
async function currentActive(page: Page): Promise<ActiveSubscription[]> {
  return page.evaluate(async () => {
    const response = await fetch("/api/subscription/v1/getCurrentActive", { headers: { "X-Client": "WEB" } });
    if (!response.ok) throw new Error(`getCurrentActive: ${response.status}`);
    return ((await response.json()) as { body: { subscriptions: ActiveSubscription[] } }).body.subscriptions;
  });
}

describe("a device order that comes with a plan", () => {
  it("the ring with 12 months of Pro, paid on the sandbox page, makes the shopper a Pro subscriber", async () => {
    const page = await newPage(browser);
    await buyRingWithPro(page, origin);
    expect(orderIdOf(page)).toMatch(/\S/);

    await go(page, origin, "/account");
    const subscriptions = await currentActive(page);
    expect(subscriptions).toHaveLength(1);
    const [pro] = subscriptions;
    expect(pro).toMatchObject({
      tier: "PRO",
      kind: "FITNESSXNUTRITION",
      status: "ACTIVE",
      paymentMethod: null,
      currentPeriod: { number: 1 },
    });
    expect(pro!.planName).toContain("Pro");
    // Twelve months, give or take the length of the months in between.
    const days = (pro!.currentPeriod.end - pro!.currentPeriod.start) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
    await page.context().close();
  });
});
