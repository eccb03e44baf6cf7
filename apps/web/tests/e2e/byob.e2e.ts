import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, newPage } from "./browser.ts";
import { go } from "./shop.ts";

// The local cart is priced with POSTs from the page, which the API accepts only from its own site.
const origin = inject("accountsOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("build-your-own skin bundle", () => {
  it("on a phone, a visitor picks three products by keyboard, sees the price, and finds them in the cart", async () => {
    const page = await newPage(browser, 360);
    await go(page, origin, "/skin/products/build-your-own-skin-bundle");
    const status = page.getByTestId("byob-status");
    const add = page.locator("[data-testid='add-to-cart']:visible");
    expect(await status.innerText()).toBe("Choose 3 more products to add this bundle to your cart.");
    expect(await add.getAttribute("aria-disabled")).toBe("true");
    // It stays focusable, saying what is missing, but pressing it before the choice is complete adds nothing.
    expect(await add.getAttribute("aria-describedby")).toBe(await status.getAttribute("id"));
    await add.focus();
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => localStorage.getItem("cart_data"))).toBeNull();

    const pick = (name: string) => page.getByRole("checkbox", { name, exact: false });
    await pick("Hydrating Ceramide Cleanser").focus();
    await page.keyboard.press("Space");
    await pick("Niacinamide + Zinc Serum").check();
    expect(await status.innerText()).toBe("Choose 1 more product to add this bundle to your cart.");
    // A sold-out product cannot be picked.
    expect(await pick("Tinted Mineral Sunscreen").isDisabled()).toBe(true);
    await pick("Invisible Gel Sunscreen").check();
    // ₹399 + ₹599 + ₹449, less 20%.
    expect(await status.innerText()).toBe("Ready: ₹1,158 for your 3 products.");
    // Full: the other products wait until one is unticked.
    expect(await pick("Mineral Sunscreen SPF 50").isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    expect(await add.getAttribute("aria-disabled")).toBeNull();
    await add.click();
    await page.getByRole("status").filter({ hasText: "Added to your cart." }).waitFor({ state: "attached" });
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("cart_data"))) ?? "[]")).toEqual([
      { skuId: "SC-BYOB", qty: 1, byobBundledSkuIds: ["FW-HYD-100", "SE-NIA-30", "SS-GEL-50"] },
    ]);

    await go(page, origin, "/cart");
    const line = page.getByTestId("cart-line");
    await line.waitFor();
    expect(await line.getByTestId("line-parts").getByRole("listitem").allInnerTexts()).toEqual([
      "Hydrating Ceramide Cleanser, 100 ml",
      "10% Niacinamide + Zinc Serum, 30 ml",
      "Invisible Gel Sunscreen SPF 50, 50 g",
    ]);
    expect(await line.getByTestId("line-price").innerText()).toBe("₹1,158");
    await page.context().close();
  });

  it("on a phone, a bundle's long list of parts wraps inside its cart line, the price on screen", async () => {
    const page = await newPage(browser, 360);
    await go(page, origin, "/us");
    await page.evaluate(() =>
      localStorage.setItem(
        "cart_data",
        JSON.stringify([
          { skuId: "SC-BYOB", qty: 1, byobBundledSkuIds: ["FW-HYD-100", "FW-VTC-100", "SE-NIA-30"] },
        ]),
      ),
    );
    await go(page, origin, "/us/cart");
    const line = page.getByTestId("cart-line");
    await line.getByTestId("line-parts").waitFor();
    const price = await line.getByTestId("line-price").boundingBox();
    const card = await line.boundingBox();
    expect(price!.x + price!.width).toBeLessThanOrEqual(card!.x + card!.width - 16);
    expect(card!.x + card!.width).toBeLessThanOrEqual(360 - 16);
    await page.context().close();
  });

  it("a fixed bundle's page names its products, each linked to its page", async () => {
    const page = await newPage(browser);
    await go(page, origin, "/ae/skin/products/daily-essentials-routine");
    const parts = page.getByTestId("bundle-parts").getByRole("link");
    expect(await parts.count()).toBe(3);
    expect(await parts.first().getAttribute("href")).toMatch(/^\/ae\/skin\/products\//);
    expect(await page.getByTestId("bundle-parts").innerText()).not.toMatch(/FW-HYD-100/);
    await page.context().close();
  });
});
