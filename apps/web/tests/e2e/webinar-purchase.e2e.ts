import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";
import { freshPhone, go, settleOnSandbox, signUpInPopup } from "./shop.ts";

// Booking a paid webinar's seat: the coupon and the order are POSTs from the page, which the API accepts
// only from its own site, so these journeys run on the accounts server.
const origin = inject("accountsOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a paid webinar's seat", () => {
  it("book in India with a coupon, pay on the sandbox page and see you are registered", async () => {
    const page = await newPage(browser, 390);
    await go(page, origin, "/webinars");
    const card = page.getByTestId("webinar-webinar-in-strength");
    await card.getByRole("link", { name: /^Book for ₹499/ }).click();
    const booking = card.getByTestId("seat-booking");
    await booking.waitFor();

    await booking.getByLabel("Coupon code").fill("webinar100");
    await booking.getByRole("button", { name: "Apply" }).click();
    await booking.getByTestId("seat-coupon-result").getByText("You save ₹100").waitFor();
    await booking.getByLabel("Name").fill("Asha Rao");
    await booking.getByLabel("Mobile number").fill(freshPhone("IN").national);
    const pay = booking.getByTestId("pay-seat");
    expect(await pay.innerText()).toBe("Pay ₹399");

    // Signed out: Pay asks to sign in, then carries on to the sandbox page.
    await pay.click();
    await signUpInPopup(page, origin, "IN");
    await settleOnSandbox(page, "pay");
    await page.getByRole("heading", { name: "You are registered", level: 1 }).waitFor();
    expect(await page.getByTestId("confirmation-amount").innerText()).toContain("₹399");

    // Back on the list, the card says so instead of offering a seat.
    await go(page, origin, "/webinars");
    await card.getByText("You are registered").waitFor();
    expect(await card.getByRole("link", { name: /^Book for/ }).count()).toBe(0);
    const title = await card.getByRole("heading").innerText();

    // The account's bookings hold the seat, opening its session page; the blood tests' old address leads there.
    const answer = await page.goto(`${origin}/account/blood-work`);
    expect(answer?.request().redirectedFrom()?.url()).toBe(`${origin}/account/blood-work`);
    expect(new URL(page.url()).pathname).toBe("/account/bookings");
    await waitForHydration(page);
    const mine = page.getByTestId("my-webinars");
    const seat = mine.getByRole("link", { name: new RegExp(title) });
    expect(await seat.innerText()).toContain("Booked");
    expect(await seat.getAttribute("href")).toBe("/session/webinar-in-strength");
    const tab = page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Bookings" });
    expect(await tab.getAttribute("aria-current")).toBe("page");
    // On a phone the tab strip scrolls sideways: the current tab is in view, each tab on one line.
    await expect.poll(async () => (await tab.boundingBox())!.x).toBeGreaterThanOrEqual(0);
    const box = (await tab.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const refer = page
      .getByRole("navigation", { name: "Account" })
      .getByRole("link", { name: "Refer a friend" });
    expect((await refer.boundingBox())!.height).toBe(box.height);
    await page.context().close();
  });

  it("/ring/webinar lists the market's ring masterclass with the same booking", async () => {
    const page = await newPage(browser);
    await go(page, origin, "/us/ring/webinar");
    const block = page.getByTestId("ring-webinars");
    const card = block.getByTestId("webinar-webinar-us-ring-masterclass");
    await card.getByRole("link", { name: /^Book for \$9/ }).click();
    await card.getByTestId("seat-booking").waitFor();
    expect(await card.getByTestId("pay-seat").innerText()).toBe("Pay $9");
    await page.context().close();
  });
});
