import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";
import { DELHI, fillAddress, go, signUpInPopup } from "./shop.ts";

// Booking a blood test for someone else in India: the page's POSTs are accepted from the site itself
// only, so the journey runs on the accounts server.
const origin = inject("accountsOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("booking a blood test", () => {
  it("books for someone else, survives a reload, pays, and reschedules from the account", async () => {
    const page = await newPage(browser, 390);
    await go(page, origin, "/blood-work/book");
    const book = page.getByTestId("blood-work-book");
    await book.getByRole("radio", { name: /^Essential Health Check/ }).check();
    await book.getByRole("radio", { name: "Someone else" }).check();
    await book.getByLabel("Name of the person tested").fill("Meera Rao");
    await book.getByLabel("Age", { exact: true }).fill("58");
    await book.getByLabel("Their phone number").fill("9812345678");
    await book.getByRole("radio", { name: "Female" }).check();

    await page.getByRole("button", { name: "Sign in" }).click();
    await signUpInPopup(page, origin, "IN");
    await fillAddress(page, DELHI);
    await page.getByRole("button", { name: "Save and deliver here" }).click();
    await book.getByRole("group", { name: "Time" }).getByRole("radio").first().waitFor();

    // Reload in the middle: every choice so far comes back from browser storage.
    const stored = await page.evaluate(() => window.localStorage.getItem("blood_work_booking"));
    expect(JSON.parse(stored!)).toMatchObject({ bookingFor: "OTHER", packageId: "BW-ESSENTIAL" });
    await page.reload();
    await waitForHydration(page);
    expect(await book.getByRole("radio", { name: /^Essential Health Check/ }).isChecked()).toBe(true);
    expect(await book.getByRole("radio", { name: "Someone else" }).isChecked()).toBe(true);
    expect(await book.getByLabel("Name of the person tested").inputValue()).toBe("Meera Rao");
    expect(await book.getByLabel("Age", { exact: true }).inputValue()).toBe("58");

    // Date and time: the second day's first slot (held on choice).
    const dates = book.getByRole("group", { name: "Date" }).getByRole("radio");
    await dates.nth(1).check();
    const times = book.getByRole("group", { name: "Time" }).getByRole("radio");
    await times.first().check();
    await book.getByText(/Held for you until/).waitFor();
    await book.getByRole("radio", { name: /^Pay now/ }).check();
    await book.getByRole("button", { name: "Book the test" }).click();

    await page.waitForURL(/\/api\/payment\/sandbox\/checkout\//);
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL(/\/account\/blood-work\/bw_/);
    await waitForHydration(page);
    const booking = page.getByTestId("bw-booking");
    await expect.poll(() => booking.getByTestId("bw-status").innerText()).toBe("Booked");
    expect(await page.evaluate(() => window.localStorage.getItem("blood_work_booking"))).toBeNull();
    const before = await booking.getByTestId("bw-slot").innerText();

    await booking.getByRole("button", { name: "Reschedule" }).click();
    await booking.getByRole("group", { name: "Date" }).getByRole("radio").nth(2).check();
    // Choosing the time moves the booking at once (the picker then closes).
    await booking.getByRole("group", { name: "Time" }).getByRole("radio").first().click();
    await expect.poll(() => booking.getByTestId("bw-slot").innerText()).not.toBe(before);
    expect(await booking.getByText(/Rescheduled to/).count()).toBe(1);

    await page.getByRole("link", { name: "All blood-work bookings" }).click();
    await page.getByTestId("bw-bookings").waitFor();
    expect(await page.getByTestId("bw-bookings").innerText()).toContain("Essential Health Check");
    expect(await page.getByTestId("bw-bookings").innerText()).toContain("Meera Rao");
    await page.context().close();
  });
});
