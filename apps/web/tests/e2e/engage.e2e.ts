import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, waitForHydration } from "./browser.ts";
import {
  addToCart,
  chooseCod,
  choosePrepaid,
  DELHI,
  deliverTo,
  fillAddress,
  go,
  orderIdOf,
  settleOnSandbox,
  signUpInPopup,
  staffCookie,
  staffMoves,
  startGuestSession,
  TO_DELIVERED,
} from "./shop.ts";

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

  it("lets a buyer write a review with keyboard stars, checked lengths, and a thanks while it waits", async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    await go(page, origin, SERUM);
    await page.locator("section[aria-labelledby='reviews']").getByRole("button", { name: "Sign in" }).click();
    await signUpInPopup(page, origin, "IN");
    await addToCart(page, origin, SERUM);
    await go(page, origin, "/checkout");
    // A signed-in shopper saves the address to their book and delivers there.
    await fillAddress(page, DELHI);
    await page.getByRole("button", { name: "Save and deliver here" }).click();
    await chooseCod(page);
    await page.getByTestId("place-order").filter({ hasText: "Place order" }).click();
    await page.waitForURL(/\/order\/confirmation\?/);
    await staffMoves(origin, await staffCookie(origin), orderIdOf(page), TO_DELIVERED);

    await go(page, origin, SERUM);
    const reviews = page.locator("section[aria-labelledby='reviews']");
    await reviews.getByRole("button", { name: "Write a review" }).click();
    await reviews.getByRole("button", { name: "Submit review" }).click();
    await reviews.getByText("Choose a rating from 1 to 5 stars").waitFor();
    await reviews.getByText("Give your review a short title").waitFor();
    // The stars are radios: one keyboard focus, arrows move the choice.
    await reviews.getByRole("radio", { name: "1 star" }).focus();
    await page.keyboard.press("Space");
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    expect(await reviews.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
    await reviews.getByLabel("Title").fill("Calmer skin in two weeks");
    await reviews.getByLabel("Your review").fill("Short");
    await reviews.getByRole("button", { name: "Submit review" }).click();
    await reviews.getByText("Tell us a little more: at least 10 characters").waitFor();
    await reviews
      .getByLabel("Your review")
      .fill("Light texture, no breakouts, and the redness settled down.");
    await reviews.getByRole("button", { name: "Submit review" }).click();
    await reviews
      .getByRole("status")
      .filter({ hasText: "Thanks, your review will appear once approved" })
      .waitFor();
    await page.close();
  });

  it("exchanges a delivered ring for another size chosen from those in stock", async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    await startGuestSession(page, origin);
    await go(page, origin, "/ring/buy?size=8&finish=silver");
    await page.locator("[data-testid='buy-now']:visible").first().click();
    await page.waitForURL(/\/checkout\?buyNow=Ring&skuId=/);
    await deliverTo(page, DELHI);
    await choosePrepaid(page);
    await page.getByTestId("place-order").click();
    await settleOnSandbox(page, "pay");
    const orderId = orderIdOf(page);
    await staffMoves(origin, await staffCookie(origin), orderId, TO_DELIVERED);

    await go(page, origin, `/orders/${orderId}`);
    const ring = page.getByTestId("order-item").filter({ hasText: "Ring" });
    await ring.getByRole("button", { name: /^Return or exchange / }).click();
    const dialog = page.getByRole("dialog", { name: "Return or exchange" });
    await dialog.getByRole("radio", { name: /^Exchange/ }).check();
    const choice = dialog.getByLabel("Send me instead");
    await choice.waitFor();
    const offered = await choice.locator("option").allInnerTexts();
    expect(offered.some((label) => /size 8\b/i.test(label) && /silver/i.test(label))).toBe(false);
    const size9 = offered.find((label) => /silver/i.test(label) && /size 9\b/i.test(label))!;
    await dialog.getByRole("radio", { name: "Size does not fit" }).check();
    await dialog.getByRole("button", { name: "Request exchange" }).click();
    await dialog.getByText("Choose the size or variant you want instead").waitFor();
    await choice.selectOption({ label: size9 });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Request exchange" }).click();
    await page.getByText("Exchange requested. We will arrange a pickup.").waitFor();
    expect(await page.getByTestId("exchange-replacement").innerText()).toContain(size9);
    await page.context().close();
  });
});
