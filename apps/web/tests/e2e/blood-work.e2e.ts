import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";
import { DELHI, DEMO_STAFF_PASSWORD, fillAddress, go, passwordSignIn, signUpInPopup } from "./shop.ts";

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
  it("books for someone else, survives a reload, pays, reschedules; staff collect it and upload the report", async () => {
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

    // Staff find it among the day's collections, move it along and upload the report.
    await page.getByTestId("bw-bookings").getByRole("link").first().click();
    await page.waitForURL(/\/account\/blood-work\/bw_/);
    const bookingId = new URL(page.url()).pathname.split("/").pop()!;
    const slotStart = await page.evaluate(async (id) => {
      const r = await fetch(`/api/blood-work/v1/bookings/${id}`, { headers: { "X-Client": "WEB" } });
      return ((await r.json()) as { body: { booking: { slot: { start: number } } } }).body.booking.slot.start;
    }, bookingId);
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(slotStart);
    const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const cookies = await passwordSignIn(origin, "ops@staff.ojas.in", DEMO_STAFF_PASSWORD);
    await staff.addCookies(cookies.map((c) => ({ ...c, url: origin })));
    const desk = await staff.newPage();
    await desk.goto(`${origin}/staff/blood-work?market=IN&date=${day}`);
    await waitForHydration(desk);
    const card = desk.getByTestId("bw-collection").filter({ hasText: bookingId });
    expect(await card.innerText()).toContain("Meera Rao");
    for (const step of ["Phlebotomist assigned", "Sample collected"]) {
      await card.getByRole("button", { name: step }).click();
      await desk.getByTestId("bw-staff-result").filter({ hasText: step }).waitFor();
    }
    await card.getByLabel(/^Report/).setInputFiles({
      name: "report.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n"),
    });
    await card.getByText("Report uploaded").waitFor();
    await staff.close();

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId("bw-status").innerText()).toBe("Report ready");
    const link = page.getByRole("link", { name: "Download the report (PDF)" });
    const pdf = await page.evaluate(
      async (href) => (await fetch(href!)).headers.get("content-type"),
      await link.getAttribute("href"),
    );
    expect(pdf).toBe("application/pdf");

    // In the UAE the booking offers the UAE's way to pay, and paying at collection waits for the area.
    await go(page, origin, "/ae/blood-work/book");
    const payment = page.getByTestId("blood-work-book").getByRole("group", { name: "How to pay" });
    const choices = await payment.innerText();
    expect(choices).toContain("Card");
    expect(choices).not.toMatch(/UPI|net ?banking/i);
    expect(choices).toContain("Where the area allows it");
    await page.context().close();
  });
});
