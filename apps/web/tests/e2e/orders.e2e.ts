import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";
import {
  addToCart,
  chooseCod,
  choosePrepaid,
  deliverTo,
  go,
  orderIdOf,
  settleOnSandbox,
  staffCookie,
  staffMoves,
  startGuestSession,
  TO_DELIVERED,
} from "./shop.ts";

// After checkout: the orders pages, their dialogs, the invoice, and the back office moving an order on
// (the staff endpoint, called from the test as the back office would).
const origin = inject("accountsOrigin");
let browser: Browser;
let staff: string;

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await staffCookie(origin);
});
afterAll(async () => {
  await browser?.close();
});

const SERUM = "/skin/products/niacinamide-zinc-serum";
const ADDRESS = {
  name: "Ravi Menon",
  phone: "9876512345",
  line1: "22 Marine Drive",
  city: "Mumbai",
  state: "Maharashtra",
  pincode: "400001",
};

/** One serum, checked out from the cart to this address; answers the order id. */
async function placeOrder(page: Page, payment: "COD" | "PREPAID"): Promise<string> {
  await addToCart(page, origin, SERUM);
  await go(page, origin, "/checkout");
  await deliverTo(page, ADDRESS);
  if (payment === "COD") {
    await chooseCod(page);
    await page.getByTestId("place-order").filter({ hasText: "Place order" }).click();
    await page.waitForURL(/\/order\/confirmation\?/);
  } else {
    await choosePrepaid(page);
    await page.getByTestId("place-order").click();
    await settleOnSandbox(page, "pay");
  }
  await page.getByRole("heading", { level: 1, name: /^Thank you/ }).waitFor();
  return orderIdOf(page);
}

async function openOrder(page: Page, orderId: string) {
  await go(page, origin, `/orders/${orderId}`);
  await page.getByTestId("order-timeline").waitFor();
}

describe("orders", () => {
  it("cancels an order before dispatch, then returns a delivered one and sees it refunded; the invoice is a PDF", async () => {
    const page = await newPage(browser);
    await startGuestSession(page, origin);

    // Cancel: a labelled dialog with the reason list; Escape closes it.
    const first = await placeOrder(page, "COD");
    await openOrder(page, first);
    await page.getByRole("button", { name: "Cancel order" }).click();
    const cancel = page.getByRole("dialog", { name: "Cancel this order?" });
    await cancel.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await cancel.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Cancel order" }).click();
    await cancel.getByRole("radio", { name: "Ordered by mistake" }).check();
    await cancel.getByRole("button", { name: "Cancel order" }).click();
    await page.getByText("Your order is cancelled.").waitFor();
    await cancel.waitFor({ state: "detached" });
    expect(await page.getByTestId("order-status").first().innerText()).toMatch(/Cancelled/);
    expect(await page.getByRole("button", { name: "Cancel order" }).count()).toBe(0);

    // A paid order, delivered by the back office.
    const second = await placeOrder(page, "PREPAID");
    const delivered = await staffMoves(origin, staff, second, TO_DELIVERED);
    expect(delivered.status).toBe("DELIVERED");
    await openOrder(page, second);
    expect(await page.getByTestId("order-timeline").innerText()).toContain("Delivered");

    // The invoice opens as a real PDF.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download invoice" }).click(),
    ]);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // Return: the chosen reason survives a reload rendered by the server.
    await page.getByRole("button", { name: /^Return or exchange / }).click();
    const returns = page.getByRole("dialog", { name: "Return or exchange" });
    await returns.getByRole("radio", { name: "Size does not fit" }).check();
    await page.waitForURL(/reason=Size/);
    await page.reload();
    await waitForHydration(page);
    await returns.waitFor();
    expect(await returns.getByRole("radio", { name: "Size does not fit" }).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await returns.getByRole("button", { name: "Request return" }).click();
    await page.getByText("Return requested. We will arrange a pickup.").waitFor();
    expect(await page.getByTestId("order-status").first().innerText()).toBe("Return requested");

    // The back office takes it back; the payment is refunded through the sandbox gateway at once.
    const back = await staffMoves(origin, staff, second, [
      "OUT_FOR_PICKUP",
      "RETURN_PICKED_UP",
      "OUT_FOR_DELIVERY_TO_WAREHOUSE",
      "ITEM_ACCEPTED_IN_WAREHOUSE",
      "RETURN_ACCEPTED_IN_WAREHOUSE",
      "RETURN_SUCCESSFUL",
    ]);
    expect(back.status).toBe("REFUND_SUCCESSFUL");
    await openOrder(page, second);
    expect(await page.getByTestId("refund-status").innerText()).toBe("Refund: Refunded");

    // Both orders are listed, newest first; a filter with none of them says so.
    await go(page, origin, "/orders");
    await page.getByTestId("order-card").nth(1).waitFor();
    // Each card opens its order by id and names it by its short number.
    const links = page.getByTestId("order-card").getByRole("link");
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      `/orders/${second}`,
      `/orders/${first}`,
    ]);
    for (const text of await page.getByTestId("order-number").allInnerTexts()) {
      expect(text).toMatch(/^Order [23456789ABCDEFGHJKMNPQRSTVWXYZ]{10}$/);
    }
    const filters = page.getByRole("navigation", { name: "Filter orders" });
    await filters.getByRole("link", { name: "Ring" }).click();
    await page.getByText("No orders of this kind yet").waitFor();
    expect(page.url()).toBe(`${origin}/orders?skuType=RING`);
    await filters.getByRole("link", { name: "Skin care" }).click();
    await page.getByTestId("order-card").nth(1).waitFor();
    expect(await filters.getByRole("link", { name: "Skin care" }).getAttribute("aria-current")).toBe("page");
    await page.context().close();
  });

  it("changes the size of a ring bought now, before it ships", async () => {
    const page = await newPage(browser);
    await startGuestSession(page, origin);
    await go(page, origin, "/ring/buy?size=8&finish=silver");
    await page.locator("[data-testid='buy-now']:visible").first().click();
    await page.waitForURL(/\/checkout\?buyNow=Ring&skuId=/);
    await deliverTo(page, ADDRESS);
    await choosePrepaid(page);
    await page.getByTestId("place-order").click();
    await settleOnSandbox(page, "pay");
    const orderId = orderIdOf(page);
    await openOrder(page, orderId);
    const ring = page.getByTestId("order-item").filter({ hasText: "Ring" });
    expect(await ring.innerText()).toContain("Size 8");

    await ring.getByRole("button", { name: /^Change the size or finish/ }).click();
    const dialog = page.getByRole("dialog", { name: "Change size or finish" });
    await dialog.getByLabel("Size").selectOption("10");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Your ring is updated.").waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(await ring.innerText()).toContain("Size 10");
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByTestId("order-item").filter({ hasText: "Ring" }).innerText()).toContain("Size 10");
    await page.context().close();
  });

  it("lists ten orders at a time and loads the next page on request", async () => {
    const page = await newPage(browser);
    await startGuestSession(page, origin);
    const cookie = (await page.context().cookies(origin)).map((c) => `${c.name}=${c.value}`).join("; ");
    const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
      const response = await fetch(`${origin}${path}`, {
        ...init,
        headers: { "Content-Type": "application/json", "X-Client": "WEB", Cookie: cookie, ...init.headers },
      });
      const json = (await response.json()) as { body: T };
      if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
      return json.body;
    };
    const details = await call<{ skus: Array<{ skuId: string }> }>(
      "/api/catalogue/v2/skuDetails?slug=niacinamide-zinc-serum",
    );
    for (let i = 0; i < 11; i++) {
      await call("/api/oms/v1/createSkinOrder", {
        method: "POST",
        headers: { "Idempotency-Key": `list-paging-${Date.now()}-${i}` },
        body: JSON.stringify({
          paymentType: "COD",
          address: {
            name: ADDRESS.name,
            phoneNumber: ADDRESS.phone,
            countryCode: "+91",
            line1: ADDRESS.line1,
            city: ADDRESS.city,
            state: ADDRESS.state,
            pincode: ADDRESS.pincode,
          },
          skuId: details.skus[0]!.skuId,
          qty: 1,
        }),
      });
    }

    await go(page, origin, "/orders");
    await page.getByTestId("order-card").nth(9).waitFor();
    expect(await page.getByTestId("order-card").count()).toBe(10);
    await page.getByRole("button", { name: "Load more orders" }).click();
    await page.getByTestId("order-card").nth(10).waitFor();
    expect(await page.getByTestId("order-card").count()).toBe(11);
    expect(await page.getByRole("button", { name: "Load more orders" }).count()).toBe(0);
    await page.context().close();
  });

  it("another shopper's order is not found, and an order that cannot be loaded offers a retry", async () => {
    const owner = await newPage(browser);
    await startGuestSession(owner, origin);
    const orderId = await placeOrder(owner, "COD");
    await owner.context().close();

    const other = await newPage(browser);
    await startGuestSession(other, origin);
    const response = await other.goto(`${origin}/orders/${orderId}`);
    expect(response?.status()).toBe(404);

    await go(other, origin, `/orders/${"X".repeat(80)}`);
    await other.getByText("We could not load this order. Please try again.").waitFor();
    await other.getByRole("button", { name: "Try again" }).click();
    await other.getByRole("link", { name: "All orders" }).waitFor();
    await other.context().close();
  });
});
