import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, waitForHydration } from "./browser.ts";
import { cookieHeader, DEMO_STAFF_PASSWORD, passwordSignIn } from "./shop.ts";

// The back office's order desk (/staff/orders) against the accounts server, whose public origin is its own
// address, so sign-in calls from here pass the API's same-site check. Uses the demo shopper's orders.

const origin = inject("accountsOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signIn = (emailId: string, password: string) => passwordSignIn(origin, emailId, password);

async function orderStatus(cookie: string, orderId: string): Promise<string> {
  const response = await fetch(`${origin}/api/oms/getOrder?orderId=${orderId}`, {
    headers: { cookie, "X-Client": "WEB" },
  });
  return ((await response.json()) as { body: { order: { status: string } } }).body.order.status;
}

describe("staff order desk", () => {
  it("asks a signed-out visitor to sign in, and is the 403 page for a shopper", async () => {
    const anonymous = await fetch(`${origin}/staff/orders`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("cache-control")).toContain("no-store");
    expect(await anonymous.text()).toContain("Sign in to continue");

    const shopper = cookieHeader(await signIn("priya@example.com", "ojas-demo-2026"));
    const page = await fetch(`${origin}/staff/orders`, { headers: { cookie: shopper } });
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain("This area is for Ojas staff");
    expect(html).not.toContain("ORD-DEMO-");
  });

  it("finds demo orders by id and moves one a step with its button", async () => {
    const cookies = await signIn("ops@staff.ojas.in", DEMO_STAFF_PASSWORD);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
    const page = await context.newPage();
    // Other journeys place orders too: each demo order is found by the desk's search, not by its place
    // among the most recent.
    await page.goto(`${origin}/staff/orders?q=ORD-DEMO-1004`);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();

    const card = page.locator('[data-testid="staff-order"][data-order-id="ORD-DEMO-1004"]');
    expect(await card.getByTestId("status").innerText()).toBe("In transit");
    const moves = card.getByRole("group", { name: "Move ORD-DEMO-1004 to" });
    expect(await moves.getByRole("button").allInnerTexts()).toEqual(["Out for delivery", "Returning to us"]);
    await card.getByLabel(/^Note/).fill("Handed to Bengaluru courier");
    await moves.getByRole("button", { name: "Out for delivery" }).click();
    await card.getByRole("status").waitFor();
    await card.getByTestId("status").filter({ hasText: "Out for delivery" }).waitFor({ timeout: 5_000 });
    expect(await moves.getByRole("button").allInnerTexts()).toEqual(["Delivered", "Delivery attempt failed"]);
    expect(await orderStatus(cookieHeader(cookies), "ORD-DEMO-1004")).toBe("OUT_FOR_DELIVERY");
    expect(await seriousViolations(page)).toEqual([]);

    // A cancelled and refunded order has nothing left to do.
    await page.goto(`${origin}/staff/orders?q=ORD-DEMO-1002`);
    await waitForHydration(page);
    const done = page.locator('[data-testid="staff-order"][data-order-id="ORD-DEMO-1002"]');
    expect(await done.innerText()).toContain("Nothing left to do for this order.");
    await context.close();
  });

  it("works without JavaScript, and refuses a form posted from another site", async () => {
    const cookie = cookieHeader(await signIn("ops@staff.ojas.in", DEMO_STAFF_PASSWORD));
    const post = (status: string, from: string) =>
      fetch(`${origin}/staff/orders`, {
        method: "POST",
        headers: { cookie, Origin: from, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ orderId: "ORD-DEMO-1005", status }),
      });
    const forged = await post("ORDER_ALLOCATED", "https://evil.example");
    expect(forged.status).toBe(400);
    expect(await orderStatus(cookie, "ORD-DEMO-1005")).toBe("ORDER_PLACED");

    const illegal = await post("DELIVERED", origin);
    expect(illegal.status).toBe(400);
    expect(await illegal.text()).toContain("This order cannot move to DELIVERED");

    const moved = await post("ORDER_ALLOCATED", origin);
    expect(moved.status).toBe(200);
    expect(await orderStatus(cookie, "ORD-DEMO-1005")).toBe("ORDER_ALLOCATED");
  });

  it("sends one Idempotency-Key per intended change: the same form sent again is answered once", async () => {
    const cookie = cookieHeader(await signIn("ops@staff.ojas.in", DEMO_STAFF_PASSWORD));
    const page = await fetch(`${origin}/staff/orders?q=ORD-DEMO-1005`, { headers: { cookie } });
    const changeKey = /name="changeKey" value="([^"]+)"/.exec(await page.text())?.[1];
    expect(changeKey).toBeTruthy();
    const before = await orderStatus(cookie, "ORD-DEMO-1005");
    const moves = await fetch(`${origin}/api/staff/orders?q=ORD-DEMO-1005`, {
      headers: { cookie, "X-Client": "WEB" },
    });
    const { orders } = ((await moves.json()) as { body: { orders: { nextStatuses: string[] }[] } }).body;
    // A step forward: a cancellation would go on to a refund by itself.
    const next = orders[0]?.nextStatuses.find((status) => !/CANCEL|FAIL|RTO|DUPLICATE/.test(status));
    expect(next).toBeTruthy();
    const send = () =>
      fetch(`${origin}/staff/orders`, {
        method: "POST",
        headers: { cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ orderId: "ORD-DEMO-1005", status: next!, changeKey: changeKey! }),
      });
    expect((await send()).status).toBe(200);
    expect(await orderStatus(cookie, "ORD-DEMO-1005")).toBe(next);
    expect(next).not.toBe(before);
    // A retry of the same change: without the key the second move would be refused as illegal.
    const again = await send();
    expect(again.status).toBe(200);
    expect(await orderStatus(cookie, "ORD-DEMO-1005")).toBe(next);
  });

  it("shows the cash on delivery runs between two days at phone width, as the API sums them", async () => {
    const cookies = await signIn("ops@staff.ojas.in", DEMO_STAFF_PASSWORD);
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
    const page = await context.newPage();
    await page.goto(`${origin}/staff/orders`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Cash on delivery runs" }).click();
    await page.getByRole("heading", { name: "Cash on delivery runs", level: 1 }).waitFor();

    // A range that ends before it starts: the field says so, and no table.
    await page.getByLabel("From", { exact: true }).fill("2026-03-05");
    await page.getByLabel("To", { exact: true }).fill("2026-03-01");
    await page.getByRole("button", { name: "Show" }).click();
    await page.getByText("Must be on or after From").waitFor();
    expect(await page.getByLabel("To", { exact: true }).getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("From", { exact: true }).fill("2020-01-01");
    await page.getByLabel("To", { exact: true }).fill("2030-12-31");
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/from=2020-01-01/);
    const api = await fetch(`${origin}/api/staff/orders/cod-runs?from=2020-01-01&to=2030-12-31`, {
      headers: { cookie: cookieHeader(cookies), "X-Client": "WEB" },
    });
    const { runs } = ((await api.json()) as { body: { runs: { courier: string; orders: number }[] } }).body;
    if (runs.length === 0) {
      await page.getByText("No cash on delivery was collected on these days.").waitFor();
    } else {
      const rows = page.getByTestId("cod-runs").locator("tbody tr");
      await rows.first().waitFor();
      expect(await rows.locator("th").allInnerTexts()).toEqual(runs.map((r) => r.courier));
      expect((await rows.locator("td:nth-child(3)").allInnerTexts()).map(Number)).toEqual(
        runs.map((r) => r.orders),
      );
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
