import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, newPage } from "./browser.ts";
import { cookieHeader, DEMO_STAFF_PASSWORD, freshPhone, go, outboxOtp, passwordSignIn } from "./shop.ts";

// The back office's customers (docs/product.md, "Customers"): support staff find a new shopper by phone,
// adjust their life bits (field errors first) and sign them out everywhere, on a phone. On the accounts
// server, so the staff pages may post to the API from its own site.
const origin = inject("accountsOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const headers = { "Content-Type": "application/json", "X-Client": "WEB", Origin: origin };

/** A new shopper signed up by phone through the API; answers the phone and the session's cookie header. */
async function newShopper(): Promise<{ national: string; cookie: string }> {
  const phone = freshPhone("IN");
  const sent = await fetch(`${origin}/api/auth/login-or-signup`, {
    method: "POST",
    headers,
    body: JSON.stringify({ phoneNumber: phone.national }),
  });
  expect(sent.status).toBe(200);
  const otp = await outboxOtp(origin, phone.e164);
  const verified = await fetch(`${origin}/api/auth/verify-otp`, {
    method: "POST",
    headers,
    body: JSON.stringify({ phoneNumber: phone.national, otp }),
  });
  expect(verified.status).toBe(200);
  const cookies = verified.headers.getSetCookie().map((c) => {
    const [pair = ""] = c.split(";");
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  return { national: phone.national, cookie: cookieHeader(cookies) };
}

describe("customers", () => {
  it("support finds a shopper by phone, adjusts their life bits and signs them out everywhere", async () => {
    const shopper = await newShopper();
    const page = await newPage(browser, 390);
    const cookies = await passwordSignIn(origin, "support@staff.ojas.in", DEMO_STAFF_PASSWORD);
    await page.context().addCookies(cookies.map((c) => ({ ...c, url: origin })));
    await go(page, origin, "/staff/customers");
    await page.getByRole("heading", { name: "Customers", level: 1 }).waitFor();

    const search = page.getByRole("form", { name: "Find a customer" });
    await search.getByLabel("Phone, email or name").fill(`0${shopper.national}`);
    await search.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=/);
    // The address changes a moment before the list it found is drawn: wait for the one match.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="customer"]').length === 1);
    const row = page.getByTestId("customer").filter({ hasText: shopper.national });
    await row.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole("link").click();
    await page.getByTestId("life-bits-total").waitFor();
    await page.getByTestId("life-bits-total").filter({ hasText: /^0$/ }).waitFor();
    expect(await page.getByTestId("live-sessions").innerText()).toBe("1 device");

    const form = page.getByRole("form", { name: "Adjust life bits" });
    await form.getByRole("button", { name: "Save adjustment" }).click();
    await form.getByText("Enter a whole number above 0").waitFor();
    expect(await form.getByLabel("Reason").getAttribute("aria-invalid")).toBe("true");

    await form.getByLabel("Life bits").fill("40");
    await form.getByLabel("Reason").fill("Sorry for the late delivery");
    await form.getByRole("button", { name: "Save adjustment" }).click();
    await page.getByTestId("customer-result").getByText("Added 40 life bits. The balance is 40.").waitFor();
    await page.getByTestId("life-bits-total").filter({ hasText: /^40$/ }).waitFor();
    expect(await page.getByTestId("life-bits").innerText()).toContain("Sorry for the late delivery");

    // Taking more than the shopper has is refused in place, nothing changed.
    await form.getByLabel("Take away").check();
    await form.getByLabel("Life bits").fill("41");
    await form.getByLabel("Reason").fill("Too many");
    await form.getByRole("button", { name: "Save adjustment" }).click();
    await form.getByText(/below zero/).waitFor();
    await page.getByTestId("life-bits-total").filter({ hasText: /^40$/ }).waitFor();

    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.getByTestId("customer-result").getByText("Signed out of 1 sign-in.").waitFor();
    // The message comes with the action's answer; the profile's counts with the reload that follows it.
    await page
      .getByTestId("live-sessions")
      .filter({ hasText: /^No device$/ })
      .waitFor();
    expect(await page.getByTestId("audit").innerText()).toContain("customer.sign_out_everywhere");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    const after = await fetch(`${origin}/api/user/v3/getUser`, {
      headers: { cookie: shopper.cookie, "X-Client": "WEB" },
    });
    expect(((await after.json()) as { error: { code: number } }).error.code).toBe(4011);
    await page.context().close();
  }, 60_000);
});
