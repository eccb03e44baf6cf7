import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";

const origin = inject("webOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("page actions", () => {
  it("the call-back form checks the phone against the market's rules, then sends it", async () => {
    const page = await newPage(browser);
    await page.goto(`${origin}/ae/contact-us`);
    await waitForHydration(page);
    await page.getByLabel("Name").fill("Layla Haddad");
    // An Indian mobile number is not a UAE one.
    await page.getByLabel("Mobile number").fill("9876543210");
    await page.getByRole("button", { name: "Call me back" }).click();
    await page.getByText("Enter a valid United Arab Emirates mobile number").waitFor();

    await page.getByLabel("Mobile number").fill("501234567");
    await page.getByRole("button", { name: "Call me back" }).click();
    await page.getByText("Ojas care will call you within one working day").waitFor();
    await page.context().close();
  });

  it("the form also works without JavaScript (a plain POST through the server)", async () => {
    const body = new URLSearchParams({ name: "Asha Rao", phoneNumber: "12345", preferredTime: "MORNING" });
    const response = await fetch(`${origin}/contact-us`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Enter a valid India mobile number");
  });

  it("add to cart updates the header count at once and survives a reload", async () => {
    const page = await newPage(browser);
    await page.goto(`${origin}/nutrition/products/whey-protein-isolate`);
    await waitForHydration(page);
    expect(await page.getByTestId("cart-count").count()).toBe(0);
    await page.getByTestId("add-to-cart").first().click();
    await page.getByTestId("add-to-cart").first().click();
    expect(await page.getByTestId("cart-count").innerText()).toBe("2");
    await page.goto(`${origin}/cart`);
    await page.getByText("Quantity 2").waitFor();
    expect(await page.getByTestId("cart-count").innerText()).toBe("2");
    await page.context().close();
  });
});
