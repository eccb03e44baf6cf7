import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";
import { buyRingWithPro, DEMO_STAFF_PASSWORD, go, orderIdOf, passwordSignIn } from "./shop.ts";

// A shopper pays for the ring online; staff find the order on the back office's orders screen at phone
// width, refund part of it (a too-large amount first: its field error, nothing refunded), and the
// shopper's order page shows the refund.

const origin = inject("accountsOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a staff refund of part of an order", () => {
  it("staff find the order, refund part of it, and the shopper sees the refund", async () => {
    const shopper = await newPage(browser);
    await buyRingWithPro(shopper, origin);
    const orderId = orderIdOf(shopper);

    const cookies = await passwordSignIn(origin, "ops@staff.ojas.in", DEMO_STAFF_PASSWORD);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
    const page = await context.newPage();
    await page.goto(`${origin}/staff/orders`);
    await waitForHydration(page);
    await page.getByLabel("Order number or id").fill(orderId);
    await page.getByRole("form", { name: "Search orders" }).getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/[?&]q=/);
    await page.getByRole("link", { name: "Clear" }).waitFor();
    const card = page.locator(`[data-testid="staff-order"][data-order-id="${orderId}"]`);
    await card.waitFor();
    expect(await page.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      `/api/staff/orders/export.csv?q=${orderId}`,
    );
    await card.getByRole("heading").getByRole("link").click();
    await page.getByRole("heading", { name: /^Order /, level: 1 }).waitFor();
    await waitForHydration(page);
    expect(await page.getByTestId("history").innerText()).toContain("Order placed");

    const refund = page.getByRole("region", { name: "Refund" });
    await refund.getByLabel("What to refund").selectOption("amount");
    await refund.getByLabel(/^Amount in INR/).fill("10000000");
    await refund.getByLabel("Reason").fill("Goodwill for a late delivery");
    await refund.getByRole("button", { name: "Refund" }).click();
    const amountError = refund.locator("#refund-amount-error").filter({ hasText: /^At most / });
    await amountError.waitFor();
    expect(await refund.getByLabel(/^Amount in INR/).getAttribute("aria-invalid")).toBe("true");
    expect(await refund.getByRole("list", { name: "Refunds" }).count()).toBe(0);

    await refund.getByLabel(/^Amount in INR/).fill("100");
    await refund.getByRole("button", { name: "Refund" }).click();
    await refund.getByRole("status").filter({ hasText: "Refund of ₹100" }).waitFor();
    await refund.getByRole("list", { name: "Refunds" }).waitFor();
    expect(await refund.getByRole("list", { name: "Refunds" }).innerText()).toContain("₹100");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    await go(shopper, origin, `/orders/${orderId}`);
    const refunds = shopper.getByTestId("order-refunds");
    await refunds.waitFor();
    expect(await refunds.innerText()).toMatch(/Refunded ₹100(\.00)?/);
  });
});
