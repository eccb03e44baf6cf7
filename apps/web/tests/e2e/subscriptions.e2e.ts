import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";
import { buyRingWithPro, DEMO_STAFF_PASSWORD, go, passwordSignIn } from "./shop.ts";

// Managing subscriptions (docs/product.md, "Subscriptions"): a new shopper buys the ring with 12 months of
// Pro (which makes a subscription), cancels it at the end of the period on /account/subscriptions, and staff
// extend a subscription from /staff/subscriptions and see their audit row. On the accounts server: the pages
// post to the API, which accepts state-changing calls only from its own site.
const origin = inject("accountsOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("managing subscriptions", () => {
  let subscriptionId = "";

  it("cancel at period end and see the end date", async () => {
    const page = await newPage(browser);
    await buyRingWithPro(page, origin);

    await go(page, origin, "/account/subscriptions");
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Subscriptions", level: 1 }).waitFor();
    const card = page.getByTestId("subscription").first();
    await card.waitFor();
    expect(await card.getByTestId("subscription-status").innerText()).toContain("Active");
    subscriptionId = String(await card.getAttribute("data-subscription-id"));
    expect(subscriptionId).toMatch(/^SUB-/);
    // The account header shows the shopper is on Pro.
    await page.getByText("Pro member", { exact: true }).waitFor();

    await card.getByRole("button", { name: "Cancel", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    // At the end of the period is the default.
    expect(await dialog.getByRole("radio", { name: /At the end of this period/ }).isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "Cancel subscription" }).click();
    // The reason is required: the browser keeps the dialog open until one is given.
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel("Reason").fill("Trying the app on my own for a while");
    await dialog.getByRole("button", { name: "Cancel subscription" }).click();
    await dialog.waitFor({ state: "hidden" });

    await card
      .getByTestId("subscription-status")
      .getByText(/cancels on /i)
      .waitFor();
    expect(await card.getByRole("button", { name: "Resume" }).count()).toBe(1);
    // After a reload the page reads the same from the API.
    await page.reload();
    await waitForHydration(page);
    await page
      .getByTestId("subscription")
      .first()
      .getByTestId("subscription-status")
      .getByText(/cancels on /i)
      .waitFor();
    await page.context().close();
  });

  it("staff open a subscription, extend it and see the audit row", async () => {
    expect(subscriptionId).toMatch(/^SUB-/);
    const cookies = await passwordSignIn(origin, "admin@staff.ojas.in", DEMO_STAFF_PASSWORD);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
    const page = await context.newPage();
    await page.goto(`${origin}/staff/subscriptions?q=${subscriptionId}`);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Subscriptions", level: 1 }).waitFor();
    await page.getByTestId("staff-subscription").getByRole("link").first().click();
    await page.waitForURL(new RegExp(`/staff/subscriptions/${subscriptionId}$`));
    await waitForHydration(page);
    const endBefore = await page.getByTestId("period-end").innerText();

    await page.getByRole("button", { name: "Extend", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Days").fill("7");
    await dialog.getByLabel(/^Reason/).fill("Ring delivered late");
    await dialog.getByRole("button", { name: "Extend" }).click();
    await page.getByRole("status").filter({ hasText: "Extended by 7 days." }).waitFor();
    await expect.poll(() => page.getByTestId("period-end").innerText()).not.toBe(endBefore);
    await page
      .getByTestId("audit")
      .getByText(/extend/i)
      .first()
      .waitFor();
    await context.close();
  });
});
