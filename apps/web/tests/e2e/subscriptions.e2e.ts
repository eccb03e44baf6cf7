import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, waitForHydration } from "./browser.ts";
import { DEMO_STAFF_PASSWORD, outboxOtp, passwordSignIn } from "./shop.ts";

// Managing a subscription: the demo Pro shopper (+91 98765 43211, an ACTIVE Pro subscription in the demo
// data) cancels at the period's end on /account/subscriptions and sees the end date; an admin opens the
// subscription in the back office, extends it and sees the audit row.

const origin = inject("accountsOrigin");
const PRO_PHONE = { national: "9876543211", e164: "+919876543211" };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("subscriptions", () => {
  it("cancel at period end and see the end date", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${origin}/account/subscriptions`);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Sign in to continue" }).waitFor();
    await page.getByRole("link", { name: "Sign in" }).click();
    const popup = page.getByRole("dialog");
    await popup.getByLabel("Mobile number", { exact: true }).fill(PRO_PHONE.national);
    await popup.getByRole("button", { name: "Get a one-time code" }).click();
    await popup.getByLabel("One-time code").fill(await outboxOtp(origin, PRO_PHONE.e164));
    await popup.waitFor({ state: "detached" });

    const card = page.getByTestId("subscription").filter({ hasText: "Pro" }).first();
    await card.waitFor();
    expect(await card.getByTestId("subscription-status").innerText()).toBe("Active");
    await page.getByText("Pro member").first().waitFor();
    await card.getByRole("button", { name: "Cancel" }).click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.getByLabel(/At the end of this period/).isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "Cancel subscription" }).click();
    await dialog.getByRole("alert").waitFor();
    expect(await dialog.getByRole("alert").innerText()).toContain("why");
    await dialog.getByLabel("Reason").fill("Travelling for two months");
    await dialog.getByRole("button", { name: "Cancel subscription" }).click();
    await dialog.waitFor({ state: "detached" });

    const status = card.getByTestId("subscription-status");
    await expect.poll(() => status.innerText()).toMatch(/^Active — cancels on \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await card.getByRole("button", { name: "Resume" }).waitFor();
    await context.close();
  });

  it("staff open a subscription, extend it and see the audit row", async () => {
    const cookies = await passwordSignIn(origin, "admin@staff.ojas.in", DEMO_STAFF_PASSWORD);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
    const page = await context.newPage();
    await page.goto(`${origin}/staff/subscriptions?status=ACTIVE`);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Subscriptions", level: 1 }).waitFor();
    await page.getByTestId("staff-subscription").first().getByRole("link").click();
    await page.getByRole("heading", { name: "Periods" }).waitFor();
    await waitForHydration(page);
    const endBefore = await page.getByTestId("period-end").innerText();

    await page.getByRole("button", { name: "Extend" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Days").fill("10");
    await dialog.getByLabel(/^Reason/).fill("Coach was away for a week");
    await dialog.getByRole("button", { name: "Extend" }).click();
    await page.getByRole("status").filter({ hasText: "Extended by 10 days." }).waitFor();
    expect(await page.getByTestId("period-end").innerText()).not.toBe(endBefore);
    await page
      .getByTestId("audit")
      .getByText(/extend/i)
      .first()
      .waitFor();
    await context.close();
  });
});
