import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";

// Adding to a visitor's cart prices it with POSTs from the page, which the API accepts only from its own
// site: these journeys run on the accounts server, whose public origin is the page's.
const origin = inject("accountsOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function go(page: Page, path: string) {
  await page.goto(`${origin}${path}`);
  await waitForHydration(page);
}

const form = (page: Page) => page.getByTestId("ring-preferences");
const summary = (page: Page) => page.getByRole("complementary");
const cartSkuIds = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem("cart_data") ?? "[]") as Array<{ skuId: string }>).map((i) => i.skuId),
  );

describe("ring preference selection", () => {
  it("a gift in matte black, size 9, with a Pro membership goes into the cart and is remembered", async () => {
    const page = await newPage(browser, 390);
    await go(page, "/ring/preferences");
    await form(page)
      .getByRole("radio", { name: /A gift/ })
      .check();
    await form(page).getByRole("checkbox", { name: "Yoga" }).check();
    await form(page).getByRole("radio", { name: "Matte Black" }).check();
    // Sizes are radio buttons: the keyboard moves between them.
    await form(page).getByLabel("8", { exact: true }).check();
    await page.keyboard.press("ArrowRight");
    expect(await form(page).getByLabel("9", { exact: true }).isChecked()).toBe(true);
    // Size 13 is sold out in every finish.
    expect(await form(page).getByLabel("13 (sold out)").isDisabled()).toBe(true);

    await form(page)
      .getByLabel(/Ring \+ 12-month Pro membership/)
      .check();
    expect(await summary(page).getByRole("heading").innerText()).toBe("Ojas Ring, Matte Black, size 9");
    expect(await summary(page).innerText()).toContain("₹23,998");

    await summary(page).getByRole("button", { name: "Add to cart" }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByTestId("cart-line").nth(1).waitFor();
    expect((await cartSkuIds(page)).sort()).toEqual(["RING-MB-9", "RING-PRO-12M"]);
    const cart = await page.getByTestId("cart-line").allInnerTexts();
    expect(cart.join("\n")).toContain("Ojas Ring, Matte Black, size 9");

    // Back on the page, the answers are as they were left.
    await go(page, "/ring/preferences");
    await page.waitForFunction(
      () => (document.querySelector("input[name=size][value='9']") as HTMLInputElement | null)?.checked,
    );
    expect(
      await form(page)
        .getByRole("radio", { name: /A gift/ })
        .isChecked(),
    ).toBe(true);
    expect(await form(page).getByRole("checkbox", { name: "Yoga" }).isChecked()).toBe(true);
    expect(await form(page).getByRole("radio", { name: "Matte Black" }).isChecked()).toBe(true);
    await page.context().close();
  });

  it("unsure of the size, the shopper gets the sizing kit with FREEKIT applied in the cart", async () => {
    const page = await newPage(browser);
    await go(page, "/ring/preferences");
    await form(page).getByLabel("Not sure").check();
    const offer = page.getByTestId("sizing-kit-offer");
    expect(await offer.innerText()).toContain("free with code FREEKIT");
    await summary(page).getByRole("button", { name: "Add the sizing kit to cart" }).click();
    await page.waitForURL(/\/cart\?coupon_code=FREEKIT$/);
    await page.getByText("Coupon (FREEKIT)").waitFor();
    expect(await cartSkuIds(page)).toEqual(["RING-SIZING-KIT"]);
    await page.context().close();
  });

  it("prices the ring in the market's currency, with EMI plans only in India", async () => {
    const page = await newPage(browser);
    await go(page, "/ae/ring/preferences");
    await form(page).getByLabel("7", { exact: true }).check();
    const text = await summary(page).innerText();
    expect(text).toContain("AED");
    expect(text).not.toContain("₹");
    expect(await page.getByTestId("emi-options").count()).toBe(0);

    await go(page, "/ring/preferences");
    await form(page).getByLabel("7", { exact: true }).check();
    await summary(page).getByText("No-cost EMI from").click();
    expect(await page.getByTestId("emi-options").getByRole("row").count()).toBe(5);
    await page.context().close();
  });
});
