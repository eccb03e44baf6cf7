import { randomInt } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";

const origin = inject("webOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("/webinars", () => {
  it("lists the market's webinars, with prices of paid ones", async () => {
    const page = await newPage(browser, 390);
    await page.goto(`${origin}/us/webinars`);
    await waitForHydration(page);
    const paid = page.getByTestId("webinar-webinar-us-metabolic");
    expect(await paid.innerText()).toContain("$19");
    expect(await page.getByTestId("webinar-webinar-us-hrv").innerText()).toContain("Free");
    expect(await page.getByTestId("webinar-webinar-in-sleep").count()).toBe(0);
    await page.context().close();
  });

  it("registers for a webinar, and refuses the same phone again kindly", async () => {
    const phone = `7${randomInt(100_000_000, 999_999_999)}`;
    const page = await newPage(browser, 390);
    await page.goto(`${origin}/webinars`);
    await waitForHydration(page);
    const card = page.getByTestId("webinar-webinar-in-sleep");
    await card.getByRole("link", { name: /^Register for / }).click();
    const form = card.getByRole("form", { name: /^Register for / });
    await form.waitFor();
    // The name box takes the focus when the form opens.
    await expect
      .poll(() => form.getByLabel("Name").evaluate((el) => el === document.activeElement))
      .toBe(true);

    await form.getByLabel("Name").fill("Asha Rao");
    await form.getByLabel("Mobile number").fill("12345");
    await form.getByRole("button", { name: "Register for free" }).click();
    await form.getByText("Enter a valid India mobile number").waitFor();
    expect(await form.getByLabel("Mobile number").getAttribute("aria-invalid")).toBe("true");
    // The open form with its errors: no serious accessibility findings, nothing wider than the phone.
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await form.getByLabel("Mobile number").fill(phone);
    await form.getByLabel("Email (optional)").fill("asha.rao@example.com");
    await form.getByRole("button", { name: "Register for free" }).click();
    await card.getByRole("status").waitFor();
    expect(await card.getByRole("status").innerText()).toContain("You are registered");

    // Again, with the same phone.
    await page.goto(`${origin}/webinars?register=webinar-in-sleep`);
    await waitForHydration(page);
    const again = page.getByTestId("webinar-webinar-in-sleep");
    await again.getByLabel("Name").fill("Asha R");
    await again.getByLabel("Mobile number").fill(phone);
    await again.getByRole("button", { name: "Register for free" }).click();
    await again.getByRole("status").waitFor();
    const refusal = await again.getByRole("status").innerText();
    expect(refusal).toContain("This phone number is already registered for the webinar");
    expect(refusal).toContain("No need to register again");
    expect(await again.getByRole("alert").count()).toBe(0);
    await page.context().close();
  });
});
