import { randomInt } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";
import { cookieHeader, DEMO_STAFF_PASSWORD, passwordSignIn } from "./shop.ts";

// A coupon from the back office to the cart (docs/product.md, "Offers"): content staff create a coupon in
// /staff/offers (a wrong value first shows its field error), and a visitor applies it in the cart and sees
// the discount at once. Against the accounts server (sign-in and cart POSTs pass its same-site check).

const origin = inject("accountsOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function staffPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const cookies = await passwordSignIn(origin, "content@staff.ojas.in", DEMO_STAFF_PASSWORD);
  await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
  return { context, page: await context.newPage() };
}

async function go(page: Page, path: string) {
  await page.goto(`${origin}${path}`);
  await waitForHydration(page);
}

describe("back office: offers", () => {
  it("staff create a coupon; a shopper applies it in the cart and sees the discount", async () => {
    const code = `SPRING${randomInt(1e5, 9e5)}`;
    const staff = await staffPage();
    await go(staff.page, "/staff/offers");
    await staff.page.getByRole("link", { name: "New coupon" }).click();
    await staff.page.getByRole("heading", { name: "New coupon", level: 1 }).waitFor();
    await waitForHydration(staff.page);
    await staff.page.getByLabel("Code").fill(code.toLowerCase());
    await staff.page.getByLabel("Title").fill("12% off for spring");
    await staff.page.getByLabel("What it gives (shoppers read this)").fill("12% off everything this spring.");
    await staff.page.getByLabel("Percent off (1 to 100)").fill("150");
    await staff.page.getByRole("button", { name: "Create coupon" }).click();
    await staff.page.getByText("A percentage is from 1 to 100").waitFor();
    expect(await staff.page.getByLabel("Percent off (1 to 100)").getAttribute("aria-invalid")).toBe("true");

    await staff.page.getByLabel("Percent off (1 to 100)").fill("12");
    await staff.page.getByRole("button", { name: "Create coupon" }).click();
    await staff.page.getByRole("heading", { name: `Coupon ${code}`, level: 1 }).waitFor();
    await staff.page.getByText("The coupon is created.").waitFor();
    expect(await seriousViolations(staff.page)).toEqual([]);

    await go(staff.page, `/staff/offers?q=${code}`);
    expect(await staff.page.getByTestId(`uses-${code}`).innerText()).toBe("0 uses");

    const shopper = await newPage(browser);
    await go(shopper, "/nutrition/products/whey-protein-isolate");
    await shopper.getByTestId("add-to-cart").first().click();
    await shopper.getByText("Added.").waitFor();
    await go(shopper, "/cart");
    await shopper.getByTestId("cart-line").first().waitFor();
    await shopper.getByLabel("Coupon code").fill(code.toLowerCase());
    await shopper.getByRole("button", { name: "Apply", exact: true }).click();
    const modal = shopper.getByRole("dialog", { name: `${code} applied` });
    await modal.waitFor();
    expect(await modal.innerText()).toContain("You save ₹");
    await modal.getByRole("button", { name: "Great, continue" }).click();
    await shopper.getByText(`Coupon (${code})`).waitFor();
    await shopper.context().close();

    // Deactivated, the coupon is refused at once.
    await go(staff.page, `/staff/offers/${code}`);
    await staff.page.getByRole("button", { name: "Deactivate coupon" }).click();
    await staff.page.getByText("The coupon is deactivated.").waitFor();
    await staff.context.close();
  });

  it("fits a phone: the list, the form and the affiliates page scroll only down", async () => {
    const staff = await staffPage(390);
    for (const path of ["/staff/offers", "/staff/offers/new", "/staff/offers/affiliates"]) {
      await go(staff.page, path);
      const overflow = await staff.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      if (process.env.OFFERS_SHOTS) {
        await staff.page.screenshot({ path: `/tmp/offers${path.replaceAll("/", "-")}.png`, fullPage: true });
      }
    }
    await staff.page.getByRole("heading", { name: "Affiliates", exact: true }).waitFor();
    expect(await staff.page.getByTestId("affiliate-list").innerText()).toContain("FITAFF");
    expect(await seriousViolations(staff.page)).toEqual([]);
    await staff.context.close();
  });

  it("staff create an affiliate; a code in use shows its field error", async () => {
    const code = `PARTNER${randomInt(1e4, 9e4)}`;
    const staff = await staffPage();
    await go(staff.page, "/staff/offers/affiliates");
    await staff.page.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
    await staff.page.getByLabel("Name", { exact: true }).last().fill("Yoga With Meera");
    await staff.page.getByLabel("Commission %").last().fill("6.5");
    await staff.page.getByRole("button", { name: "Create affiliate" }).click();
    await staff.page.getByText(`Affiliate ${code} is created.`).waitFor();
    // The message comes with the action's answer; the list with the reload that follows it.
    await staff.page.getByTestId("affiliate-list").filter({ hasText: code }).waitFor();

    await staff.page.getByLabel("Code", { exact: true }).fill("fitaff");
    await staff.page.getByLabel("Name", { exact: true }).last().fill("Someone");
    await staff.page.getByLabel("Commission %").last().fill("5");
    await staff.page.getByRole("button", { name: "Create affiliate" }).click();
    await staff.page.getByText("An affiliate with this code already exists").first().waitFor();
    expect(await staff.page.getByLabel("Code", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    await staff.context.close();
  });

  it("lists affiliates 100 at a time: Load more adds the next ones", async () => {
    // More than a page of affiliates, named to sort after every other one.
    const run = randomInt(1e4, 9e4);
    const codes = Array.from({ length: 101 }, (_, i) => `ZL${run}${String(i).padStart(3, "0")}`);
    const cookie = cookieHeader(await passwordSignIn(origin, "content@staff.ojas.in", DEMO_STAFF_PASSWORD));
    for (const code of codes) {
      const res = await fetch(`${origin}/api/staff/offers/affiliates`, {
        method: "POST",
        headers: {
          cookie,
          "Content-Type": "application/json",
          "Idempotency-Key": `load-more-${code}`,
          Origin: origin,
          "X-Client": "WEB",
        },
        body: JSON.stringify({ code, name: `Partner ${code}`, commissionPercent: 5 }),
      });
      expect(res.status, code).toBe(201);
    }
    const staff = await staffPage(390);
    await go(staff.page, "/staff/offers/affiliates");
    const shown = () => staff.page.getByTestId("affiliate-list").locator(":scope > li");
    expect(await shown().count()).toBe(100);
    expect(await staff.page.getByTestId("affiliate-list").innerText()).not.toContain(codes.at(-1));
    await staff.page.getByRole("link", { name: "Load more affiliates" }).click();
    await staff.page.getByTestId("affiliate-list").getByText(codes.at(-1)!, { exact: true }).waitFor();
    const texts = await shown().locator("p.font-mono").allInnerTexts();
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.filter((t) => t.startsWith(`ZL${run}`))).toEqual(codes);
    expect(await staff.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await staff.context.close();
  });
});
