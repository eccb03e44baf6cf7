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
    const form = page.getByTestId("callback-form");
    await form.getByLabel("Name").fill("Layla Haddad");
    // An Indian mobile number is not a UAE one.
    await form.getByLabel("Mobile number").fill("9876543210");
    await form.getByRole("button", { name: "Call me back" }).click();
    await form.getByText("Enter a valid United Arab Emirates mobile number").waitFor();
    expect(await form.getByLabel("Mobile number").getAttribute("aria-invalid")).toBe("true");

    await form.getByLabel("Mobile number").fill("501234567");
    await form.getByRole("button", { name: "Call me back" }).click();
    await form.getByText("Ojas care will call you within one working day").waitFor();
    await page.context().close();
  });

  it("the B2B call-back form shows each field's error inline, then sends the request", async () => {
    const page = await newPage(browser);
    await page.goto(`${origin}/contact-us`);
    await waitForHydration(page);
    const form = page.getByTestId("b2b-form");
    await form.getByRole("button", { name: "Request a call" }).click();
    await form.getByText("Enter your company's name").waitFor();
    for (const text of ["Enter your name", "Enter a valid work email", "Choose your team size"]) {
      expect(await form.getByText(text).count()).toBe(1);
    }
    expect(await form.getByLabel("Work email").getAttribute("aria-invalid")).toBe("true");
    // The call-back form beside it is untouched.
    expect(await page.getByTestId("callback-form").getByRole("alert").count()).toBe(0);

    await form.getByLabel("Your name").fill("Meera Iyer");
    await form.getByLabel("Company").fill("Northwind Logistics");
    await form.getByLabel("Work email").fill("meera.iyer@northwind.co.in");
    await form.getByLabel("Mobile number").fill("98123 45678");
    await form.getByLabel("Team size").selectOption("201-1000");
    await form.getByLabel("What would you like to offer?").fill("Sleep and stress coaching for night shifts");
    await form.getByRole("button", { name: "Request a call" }).click();
    await form.getByRole("status").waitFor();
    expect(await form.getByRole("status").innerText()).toContain(
      "Our corporate wellness lead will call you within two working days",
    );
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
    // The cart page prices the cart with a POST from the page: the accounts server accepts it (cart.e2e.ts).
    const origin = inject("accountsOrigin");
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
