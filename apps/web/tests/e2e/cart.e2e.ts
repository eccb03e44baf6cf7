import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";
import { startGuestSession } from "./shop.ts";

// The cart prices a visitor's local cart with POSTs from the page, which the API accepts only from its
// own site: so these journeys run on the accounts server, whose public origin is the page's.
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

const lines = (page: Page) => page.getByTestId("cart-line");

describe("cart: a visitor in India", () => {
  it("on a phone, adds from the bottom bar, which then leads to the cart", async () => {
    const page = await newPage(browser, 390);
    await go(page, "/skin/products/clarifying-salicylic-face-wash");
    const bar = page.getByTestId("add-to-cart").last();
    await bar.click();
    await page.getByRole("status").filter({ hasText: "Added to your cart." }).waitFor({ state: "attached" });
    expect(await page.getByTestId("cart-count").innerText()).toBe("1");
    await page.getByTestId("view-cart").click();
    await page.waitForURL(`${origin}/cart`);
    await lines(page).first().waitFor();
    await page.context().close();
  });

  it("adds two products, applies WELCOME10, changes a quantity and keeps the cart after a reload", async () => {
    const page = await newPage(browser);
    await go(page, "/nutrition/products/whey-protein-isolate");
    await page.getByTestId("add-to-cart").first().click();
    await page.getByText("Added.").waitFor();
    await go(page, "/skin/products/niacinamide-zinc-serum");
    await page.getByTestId("add-to-cart").first().click();
    await page.getByText("Added.").waitFor();
    expect(await page.getByTestId("cart-count").innerText()).toBe("2");

    await go(page, "/cart");
    await lines(page).nth(1).waitFor();
    expect(await lines(page).count()).toBe(2);
    expect(await page.getByTestId("price-breakdown").innerText()).toContain("₹");

    await page.getByLabel("Coupon code").fill("welcome10");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    const modal = page.getByRole("dialog", { name: "WELCOME10 applied" });
    await modal.waitFor();
    expect(await modal.innerText()).toContain("You save ₹");
    await modal.getByRole("button", { name: "Great, continue" }).click();
    await modal.waitFor({ state: "detached" });
    await page.getByText("Coupon (WELCOME10)").waitFor();
    const before = await page.getByTestId("amount-to-pay").innerText();

    await lines(page)
      .first()
      .getByRole("button", { name: /^Increase quantity of/ })
      .click();
    await lines(page).first().getByTestId("line-qty").filter({ hasText: "2" }).waitFor();
    await page.getByTestId("cart-count").filter({ hasText: "3" }).waitFor();
    await page.waitForFunction(
      (previous) => document.querySelector("[data-testid='amount-to-pay']")?.textContent !== previous,
      before,
    );
    // Screen readers hear what changed, from one small polite region; the cart itself is not live.
    const first = await lines(page).first().locator("p.font-semibold").first().innerText();
    const after = await page.getByTestId("amount-to-pay").innerText();
    await page
      .getByTestId("cart-announcement")
      .filter({ hasText: `${first} quantity 2. Total ${after}.` })
      .waitFor({ state: "attached" });
    expect(await page.locator("main [aria-live]").count()).toBe(0);
    expect(await page.locator("main [role='status']").count()).toBe(1);

    await page.reload();
    await waitForHydration(page);
    await lines(page).nth(1).waitFor();
    expect(await lines(page).first().getByTestId("line-qty").innerText()).toBe("2");
    await page.getByText("Coupon (WELCOME10)").waitFor();
    expect(await page.getByTestId("cart-count").innerText()).toBe("3");

    // A visitor signs in to check out, or checks out as a guest.
    expect(await page.getByRole("link", { name: "Check out as a guest" }).getAttribute("href")).toBe(
      "/checkout",
    );
    await page.getByRole("button", { name: "Sign in to check out" }).click();
    await page.getByRole("dialog").getByLabel("Mobile number", { exact: true }).waitFor();
    await page.context().close();
  });

  it("applies an offer from the explore-offers list, which closes for the offer-applied modal", async () => {
    const page = await newPage(browser);
    await go(page, "/skin/products/niacinamide-zinc-serum");
    await page.getByTestId("add-to-cart").first().click();
    await page.getByText("Added.").waitFor();
    await go(page, "/cart");
    await lines(page).first().waitFor();
    await page.getByRole("button", { name: /available\)$/ }).click();
    const offers = page.getByRole("dialog");
    const apply = offers
      .getByRole("button", { name: /^Apply / })
      .and(offers.locator(":enabled"))
      .first();
    const label = (await apply.getAttribute("aria-label")) ?? "";
    const code = label.replace(/^Apply /, "");
    await apply.click();
    await page.getByRole("dialog", { name: `${code} applied` }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(1);
    await page.getByRole("button", { name: "Great, continue" }).click();
    await page.getByText(`Coupon (${code})`).waitFor();
    await page.context().close();
  });

  it("shows a sold-out item's message and blocks checkout", async () => {
    const page = await newPage(browser);
    await go(page, "/");
    await page.evaluate(() =>
      localStorage.setItem("cart_data", JSON.stringify([{ skuId: "SS-TNT-50", qty: 1 }])),
    );
    await go(page, "/cart");
    await lines(page).first().waitFor();
    expect(await lines(page).first().innerText()).toContain("Sold out");
    const alert = page.getByTestId("price-breakdown").locator("xpath=..").getByRole("alert");
    await alert.waitFor();
    expect((await alert.innerText()).length).toBeGreaterThan(10);
    expect(await page.getByRole("button", { name: "Sign in to check out" }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it("keeps referral and affiliate codes from a link and applies them to the cart", async () => {
    const page = await newPage(browser);
    await go(page, "/skin/products/niacinamide-zinc-serum?referral_code=DEMOREF&affiliate_code=FITAFF");
    await page.getByTestId("add-to-cart").first().click();
    await page.getByText("Added.").waitFor();
    await go(page, "/cart");
    await page.getByTestId("referral-applied").waitFor();
    expect(await page.getByTestId("referral-applied").innerText()).toContain("DEMOREF");
    expect(await page.getByTestId("affiliate-applied").innerText()).toContain("FITAFF");
    // What the referral offers comes from the referee config, fetched once the code applies.
    await page.getByTestId("referee-offer").waitFor();
    expect(await page.getByTestId("referee-offer").innerText()).toContain("15% off your first order");
    const tracked = await page.evaluate(() =>
      (window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer?.some(
        (entry) => entry.event === "skin_referral_applied",
      ),
    );
    expect(tracked).toBe(true);
    await page.context().close();
  });

  it("joins the local cart to the account once after sign-in", async () => {
    const page = await newPage(browser);
    await go(page, "/nutrition/products/whey-protein-isolate");
    await page.getByTestId("add-to-cart").first().click();
    await page.getByText("Added.").waitFor();
    await go(page, "/cart");
    await lines(page).first().waitFor();
    // From the header: the cart's own sign-in button goes on to checkout.
    await page.getByRole("banner").getByRole("button", { name: "Sign in", exact: true }).click();
    const popup = page.getByRole("dialog");
    await popup.getByRole("button", { name: "Email" }).click();
    await popup.getByLabel("Email").fill("priya@example.com");
    await popup.getByRole("button", { name: "Sign in with a password instead" }).click();
    await popup.getByLabel("Password").fill("ojas-demo-2026");
    await popup.getByRole("button", { name: "Sign in", exact: true }).click();
    await popup.waitFor({ state: "detached" });
    expect(await page.getByRole("link", { name: "Checkout", exact: true }).getAttribute("href")).toBe(
      "/checkout",
    );
    await page.waitForFunction(() => localStorage.getItem("cart_data") === null);
    const whey = lines(page).filter({ hasText: /whey/i });
    await whey.first().waitFor();
    const qty = await whey.first().getByTestId("line-qty").innerText();
    await page.reload();
    await waitForHydration(page);
    await whey.first().waitFor();
    expect(await whey.first().getByTestId("line-qty").innerText()).toBe(qty);
    await page.context().close();
  });

  it("shows the next offer within reach beside the product once it is added", async () => {
    const page = await newPage(browser);
    await go(page, "/skin/products/niacinamide-zinc-serum");
    await page.getByTestId("add-to-cart").first().click();
    await page.getByText("Added.").waitFor();
    const nudge = page.getByTestId("pdp-nudge");
    await nudge.waitFor();
    expect(await nudge.innerText()).toMatch(/^Add ₹[\d,]+ more to unlock 5% off bigger carts$/);
    await page.context().close();
  });

  it("shows what FREE and FREEBIE coupons give: the free line and the gift", async () => {
    const page = await newPage(browser);
    await go(page, "/");
    await page.evaluate(() =>
      localStorage.setItem(
        "cart_data",
        JSON.stringify([
          { skuId: "NUT-OMEGA-60", qty: 1 },
          { skuId: "RING-SIZING-KIT", qty: 1 },
        ]),
      ),
    );
    await go(page, "/cart");
    await lines(page).nth(1).waitFor();
    const apply = async (code: string) => {
      await page.getByLabel("Coupon code").fill(code);
      await page.getByRole("button", { name: "Apply", exact: true }).click();
      const modal = page.getByRole("dialog", { name: `${code} applied` });
      await modal.waitFor();
      const text = await modal.innerText();
      await modal.getByRole("button", { name: "Great, continue" }).click();
      await modal.waitFor({ state: "detached" });
      return text;
    };

    await apply("FREEKIT");
    const kit = lines(page).filter({ has: page.getByTestId("line-free") });
    await kit.waitFor();
    expect(await kit.getByTestId("line-free").innerText()).toBe("Free with FREEKIT");
    expect(await kit.getByTestId("line-price").innerText()).toBe("Free");
    expect(await page.getByTestId("price-breakdown").innerText()).toContain("Coupon (FREEKIT)");

    const modalText = await apply("GIFTSERUM");
    expect(modalText).toMatch(/Free with this order: .*Niacinamide/);
    const gift = page.getByTestId("freebie-item");
    await gift.waitFor();
    expect(await gift.innerText()).toContain("With GIFTSERUM");
    expect(await gift.innerText()).toContain("Free");
    // One coupon at a time: the kit is paid for again.
    await page.getByTestId("line-free").waitFor({ state: "detached" });
    await page.context().close();
  });

  it("applies the coupon named by coupon_code in the link", async () => {
    const page = await newPage(browser);
    await go(page, "/");
    await page.evaluate(() =>
      localStorage.setItem("cart_data", JSON.stringify([{ skuId: "SE-NIA-30", qty: 2 }])),
    );
    await go(page, "/cart?coupon_code=welcome10");
    await page.getByText("Coupon (WELCOME10)").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("coupon_code"))).toBe("WELCOME10");
    await page.context().close();
  });

  it("spends life bits on a coupon the balance affords, with the life-bits offer modal", async () => {
    const page = await newPage(browser);
    await go(page, "/skin/products/niacinamide-zinc-serum");
    await page.getByTestId("add-to-cart").first().click();
    await page.getByText("Added.").waitFor();
    await go(page, "/cart");
    const section = page.getByTestId("life-bits-coupons");
    await section.waitFor();
    expect(await section.innerText()).toContain("Sign in to use yours");
    // Signed out, no coupon speaks of a balance the visitor does not have.
    expect(await section.innerText()).not.toMatch(/You need \d+ more life bits/);

    await page.getByRole("banner").getByRole("button", { name: "Sign in", exact: true }).click();
    const popup = page.getByRole("dialog");
    await popup.getByRole("button", { name: "Email" }).click();
    await popup.getByLabel("Email").fill("priya@example.com");
    await popup.getByRole("button", { name: "Sign in with a password instead" }).click();
    await popup.getByLabel("Password").fill("ojas-demo-2026");
    await popup.getByRole("button", { name: "Sign in", exact: true }).click();
    await popup.waitFor({ state: "detached" });

    const balance = page.getByTestId("life-bits-balance");
    await balance.waitFor();
    expect(await balance.innerText()).toMatch(/^You have \d+ life bits$/);
    const bits20 = section.getByTestId("life-bits-coupon").filter({ hasText: "BITS20" });
    expect(await bits20.innerText()).toMatch(/You need \d+ more life bits to use this coupon/);
    expect(await bits20.getByRole("button", { name: /^Use / }).isDisabled()).toBe(true);

    await section.getByRole("button", { name: "Use 250 life bits for BITS10" }).click();
    const modal = page.getByRole("dialog", { name: "BITS10 applied" });
    await modal.waitFor();
    expect(await modal.innerText()).toContain("250 life bits will be spent when your order is placed");
    expect(await modal.innerText()).toContain("You save ₹");
    await modal.getByRole("button", { name: "Great, continue" }).click();
    await modal.waitFor({ state: "detached" });
    const row = page.getByTestId("price-breakdown").getByText("Life bits (BITS10)");
    await row.waitFor();

    // The server cart keeps it until it is given back.
    await page.reload();
    await waitForHydration(page);
    await row.waitFor();
    await section.getByRole("button", { name: "Stop using BITS10" }).click();
    await row.waitFor({ state: "detached" });
    await page.reload();
    await waitForHydration(page);
    await section.waitFor();
    expect(await page.getByTestId("price-breakdown").innerText()).not.toContain("Life bits");
    await page.context().close();
  });

  it("shows the empty cart with a way back to the shop", async () => {
    const page = await newPage(browser);
    await go(page, "/ae/cart");
    await page.getByText("Your cart is empty").waitFor();
    expect(await page.getByRole("link", { name: "Shop bestsellers" }).getAttribute("href")).toBe(
      "/ae/shop?sort=TOP_RATED",
    );
    await page.context().close();
  });
});

describe("cart: rendered on the server for a shopper with a session", () => {
  it("a guest's cart and checkout arrive in the page's HTML, and the browser does not price them again", async () => {
    const page = await newPage(browser, 390);
    await startGuestSession(page, origin);
    await go(page, "/skin/products/niacinamide-zinc-serum");
    await page.locator("[data-testid='add-to-cart']:visible").first().click();
    await page.getByRole("status").filter({ hasText: "Added" }).first().waitFor({ state: "attached" });
    const pricings: string[] = [];
    const sameDayAsks: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/cart-checkout")) pricings.push(request.url());
      if (request.url().includes("/same-day-shipment")) sameDayAsks.push(request.url());
    });

    const cart = await page.goto(`${origin}/cart`);
    const cartHtml = (await cart?.text()) ?? "";
    expect(cartHtml).toContain('data-testid="cart-line"');
    expect(cartHtml).toContain('data-testid="amount-to-pay"');
    expect(cartHtml).not.toContain('data-testid="cart-loading"');
    expect(cart?.headers()["cache-control"]).toBe("private, no-store");
    // The same-day nudge too (when today's cut-off is ahead), so it does not push the cart down later.
    const sameDay = await page.request.get(`${origin}/api/logistics/v1/same-day-shipment`, {
      headers: { "x-client": "WEB", "x-market": "IN" },
    });
    const { shouldDisplay } = (await sameDay.json()).body as { shouldDisplay: boolean };
    expect(cartHtml.includes('data-testid="same-day-nudge"')).toBe(shouldDisplay);
    await waitForHydration(page);
    expect(sameDayAsks).toEqual([]);
    // The hydrated page works: a quantity change goes to the server and comes back.
    await lines(page)
      .first()
      .getByRole("button", { name: /^Increase quantity of/ })
      .click();
    await lines(page).first().getByTestId("line-qty").filter({ hasText: "2" }).waitFor();

    const checkout = await page.goto(`${origin}/checkout`);
    const checkoutHtml = (await checkout?.text()) ?? "";
    expect(checkoutHtml).toContain('data-testid="checkout-line"');
    await waitForHydration(page);
    await page.getByTestId("checkout-line").first().waitFor();
    expect(await page.getByTestId("checkout-line").first().innerText()).toContain("Qty 2");
    // Neither page asked for the cart again once in the browser.
    expect(pricings).toEqual([]);
    await page.context().close();
  });
});
