import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, waitForHydration } from "./browser.ts";
import { go, signUpInPopup } from "./shop.ts";

// Reviews by buyers only, and the refer-a-friend page.
const origin = inject("accountsOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SERUM = "/skin/products/niacinamide-zinc-serum";

describe("reviews and referrals", () => {
  it("tells a visitor to sign in and a shopper who has not bought it why they cannot review; refer page shares a code", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
    const page = await context.newPage();
    await go(page, origin, SERUM);
    const reviews = page.locator("section[aria-labelledby='reviews']");
    await expect
      .poll(() => reviews.getByTestId("review-unavailable").textContent())
      .toContain("Sign in to review a product you have bought.");
    await reviews.getByRole("button", { name: "Sign in" }).click();
    await signUpInPopup(page, origin, "IN");
    await expect
      .poll(() => reviews.getByTestId("review-unavailable").textContent())
      .toContain("Only shoppers who bought this product can review it");
    expect(await reviews.getByRole("button", { name: "Write a review" }).count()).toBe(0);

    await page.goto(`${origin}/ae/account/refer`);
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Account" })
      .getByRole("link", { name: "Refer a friend" })
      .waitFor();
    const code = (await page.getByTestId("referral-code").textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{4,10}$/);
    expect(await page.getByLabel("Your link").inputValue()).toBe(`${origin}/ae?referral_code=${code}`);
    expect(await page.getByTestId("referral-friends").textContent()).toBe("0");
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Link copied" }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${origin}/ae?referral_code=${code}`,
    );
    await context.close();
  });
});
