import { randomInt } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";
import { DEMO_STAFF_PASSWORD, go, passwordSignIn } from "./shop.ts";

// The support inbox (docs/product.md, "Support inbox"): a shopper asks a coach to call about a plan from
// /plans/lead; support staff find the request in /staff/support, take it and note the call. On the accounts
// server, so staff pages may post to the API from its own site.
const origin = inject("accountsOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInStaffPage(width: number): Promise<Page> {
  const page = await newPage(browser, width);
  const cookies = await passwordSignIn(origin, "support@staff.ojas.in", DEMO_STAFF_PASSWORD);
  await page.context().addCookies(cookies.map((c) => ({ ...c, url: origin })));
  return page;
}

describe("support inbox", () => {
  it("a plan lead reaches support, who take it and add a note", async () => {
    const shopperName = `Kavya Menon ${randomInt(1e5, 9e5)}`;
    const shopper = await newPage(browser, 390);
    await go(shopper, origin, "/plans/lead?plan=PL-GH-PRO-NUT");
    await waitForHydration(shopper);
    const form = shopper.getByTestId("callback-form");
    await form.getByLabel("Name").fill(shopperName);
    await form.getByLabel("Mobile number").fill(`98${randomInt(10_000_000, 99_999_999)}`);
    await form.getByRole("button", { name: "Call me back" }).click();
    await form.getByText("A coach will call you within one working day").waitFor();
    await shopper.context().close();

    const page = await signedInStaffPage(390);
    await go(page, origin, "/staff");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Support" })
      .click();
    await page.getByRole("heading", { name: "Support inbox", level: 1 }).waitFor();

    // Only new plan leads, found by the shopper's name.
    await page.getByLabel("Name, phone, email or reference").fill(shopperName);
    await page.getByLabel("Kind").selectOption("PLAN_LEAD");
    await page.getByLabel("Status").selectOption("NEW");
    await page.getByRole("button", { name: "Show" }).click();
    // The address changes once the filtered list has loaded (until then the old one shows, dimmed).
    await page.waitForURL(/kind=PLAN_LEAD/);
    const row = page.getByTestId("support-request").filter({ hasText: shopperName });
    await row.waitFor();
    expect(await page.getByTestId("support-request").count()).toBe(1);
    expect(await row.innerText()).toContain("Gut Health Reset Pro");
    expect(await row.getByTestId("support-status").innerText()).toBe("New");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole("link").click();
    await page.getByRole("heading", { name: shopperName, level: 1 }).waitFor();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Take it" }).click();
    await page.getByRole("status").filter({ hasText: "The request is yours now" }).waitFor();
    await page.getByTestId("support-status").filter({ hasText: "In progress" }).waitFor();
    expect(await page.getByTestId("support-owner").innerText()).toBe("You");
    expect(await page.getByRole("button", { name: "Take it" }).count()).toBe(0);

    // The note is listed, and the form is empty again for the next one.
    await page.getByLabel("New note").fill("Called at 6 pm: wants to start next Monday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByRole("status").filter({ hasText: "Note added." }).waitFor();
    await page.getByTestId("support-notes").waitFor();
    expect(await page.getByTestId("support-notes").innerText()).toContain(
      "Called at 6 pm: wants to start next Monday.",
    );
    expect(await page.getByLabel("New note").inputValue()).toBe("");
    const audit = await page.getByTestId("audit").innerText();
    expect(audit).toContain("support_request.take");
    expect(audit).toContain("support_request.note");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    // Back in the list, "Only mine" shows it as in progress.
    await page.getByRole("link", { name: "← Support inbox" }).click();
    await page.getByRole("heading", { name: "Support inbox", level: 1 }).waitFor();
    await page.getByLabel("Only mine").check();
    await page.getByLabel("Name, phone, email or reference").fill(shopperName);
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/mine=1/);
    const mine = page.getByTestId("support-request").filter({ hasText: shopperName });
    expect(await mine.getByTestId("support-status").innerText()).toBe("In progress");
    await page.context().close();
  });

  it("adds the next page below with Load more, on a phone", async () => {
    const tag = `Load More ${randomInt(1e5, 9e5)}`;
    for (let i = 0; i < 27; i++) {
      const response = await fetch(`${origin}/api/marketing/v1/requestCallBack`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Client": "WEB", Origin: origin },
        body: JSON.stringify({ name: `${tag} ${i}`, phoneNumber: "9812345678" }),
      });
      expect(response.status).toBe(201);
    }
    const page = await signedInStaffPage(390);
    await go(page, origin, `/staff/support?q=${encodeURIComponent(tag)}`);
    await waitForHydration(page);
    const rows = page.getByTestId("support-request");
    expect(await rows.count()).toBe(25);
    const more = page.getByRole("link", { name: "Load more", exact: true });
    await more.click();
    await rows.nth(26).waitFor();
    expect(await rows.count()).toBe(27);
    // Every request once: the second page continues the first.
    const names = await rows.evaluateAll((items) =>
      items.map((item) => item.querySelector("span span")?.textContent),
    );
    expect(new Set(names)).toEqual(new Set(Array.from({ length: 27 }, (_, i) => `${tag} ${i}`)));
    expect(await more.count()).toBe(0);
    expect(new URL(page.url()).searchParams.get("nextToken")).toBeNull();
    await page.context().close();
  });
});
