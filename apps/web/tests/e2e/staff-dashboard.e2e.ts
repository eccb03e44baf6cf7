import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, waitForHydration } from "./browser.ts";
import { cookieHeader, DEMO_STAFF_PASSWORD, passwordSignIn } from "./shop.ts";

// The back office's dashboard on its home page (docs/product.md, "Back office dashboard"): ops signs in,
// sees the charts and today's work, and switches the market. Storefront visits are sent as the storefront
// sends them, a few more in the UAE than in India, so that the two markets' funnels differ. Against the
// accounts server (sign-in passes its same-site check).

const origin = inject("accountsOrigin");
let browser: Browser;
let cookie: string;

interface Dashboard {
  funnel: { label: string; sessions: number }[];
  todo: Record<string, number | null>;
}

async function visits(market: "IN" | "AE", sessions: number) {
  for (let i = 0; i < sessions; i++) {
    const response = await fetch(`${origin}/api/marketing/v1/events`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Client": "WEB", Origin: origin },
      body: JSON.stringify({
        sessionId: `sess_${randomUUID().replaceAll("-", "")}`,
        market,
        events: ["page_view", "product_view"].map((name, n) => ({
          eventId: `ev_${randomUUID()}`,
          name,
          occurredAt: Date.now() - 60_000 + n,
          path: market === "AE" ? "/ae" : "/",
        })),
      }),
    });
    expect(response.status).toBe(202);
  }
}

async function apiDashboard(market: string, from: string, to: string): Promise<Dashboard> {
  const response = await fetch(`${origin}/api/staff/dashboard?market=${market}&from=${from}&to=${to}`, {
    headers: { cookie, "X-Client": "WEB" },
  });
  expect(response.status).toBe(200);
  return (await response.json()).body;
}

/** The funnel as the page's table of figures has it (the table is there for screen readers, open or not). */
const funnelShown = (page: Page) =>
  page.locator("[data-testid=dash-funnel] tbody tr").evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll("td")].map((td) => td.textContent ?? "");
      return { label: cells[0], sessions: Number(cells[1]) };
    }),
  );

beforeAll(async () => {
  browser = await launchBrowser();
  const cookies = await passwordSignIn(origin, "ops@staff.ojas.in", DEMO_STAFF_PASSWORD);
  cookie = cookieHeader(cookies);
  await visits("IN", 1);
  await visits("AE", 3);
});
afterAll(async () => {
  await browser?.close();
});

describe("back office dashboard", () => {
  it("shows ops the charts and today's work at phone width, and the figures of the market chosen", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies(
      (await passwordSignIn(origin, "ops@staff.ojas.in", DEMO_STAFF_PASSWORD)).map((c) => ({
        ...c,
        url: origin,
      })),
    );
    const page = await context.newPage();
    await page.goto(`${origin}/staff`);
    await waitForHydration(page);

    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(await page.getByLabel("Market", { exact: true }).inputValue()).toBe("IN");
    const from = await page.getByLabel("From", { exact: true }).inputValue();
    const to = await page.getByLabel("To", { exact: true }).inputValue();
    expect(from < to).toBe(true);

    // The charts draw in the browser, each a named picture.
    await page.locator("[data-testid=dash-funnel] svg").first().waitFor();
    await page.locator("[data-testid=dash-customers] svg").first().waitFor();
    expect(await page.getByRole("img", { name: /^Funnel, sessions per step: Visited \d+/ }).count()).toBe(1);

    // Today's work: ops opens orders and blood work, not support or reviews.
    const india = await apiDashboard("IN", from, to);
    const todo = page.getByTestId("dashboard-todo");
    expect(
      await todo.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    ).toEqual([
      "/staff/orders?toShip=true",
      "/staff/orders?status=ITEM_ACCEPTED_IN_WAREHOUSE",
      "/staff/blood-work?market=IN",
    ]);
    expect(await todo.locator("[data-todo=ordersToShip]").innerText()).toContain(
      String(india.todo.ordersToShip),
    );
    expect(india.todo.callbacksWaiting).toBeNull();

    expect(await funnelShown(page)).toEqual(
      india.funnel.map((s) => ({ label: s.label, sessions: s.sessions })),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    // The UAE: other figures, from the same range.
    await page.getByLabel("Market", { exact: true }).selectOption("AE");
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/market=AE/);
    const uae = await apiDashboard("AE", from, to);
    expect(uae.funnel[0]!.sessions).not.toBe(india.funnel[0]!.sessions);
    await page.waitForFunction(
      (visited) =>
        document.querySelector("[data-testid=dash-funnel] tbody td:nth-child(2)")?.textContent === visited,
      String(uae.funnel[0]!.sessions),
    );
    expect(await funnelShown(page)).toEqual(
      uae.funnel.map((s) => ({ label: s.label, sessions: s.sessions })),
    );
    expect(await page.getByTestId("dashboard-todo").getByRole("link").last().getAttribute("href")).toBe(
      "/staff/blood-work?market=AE",
    );
    await page.locator("[data-testid=dash-funnel] svg").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it("names the field at fault for a range that ends before it starts, and asks the API nothing", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(
      (await passwordSignIn(origin, "ops@staff.ojas.in", DEMO_STAFF_PASSWORD)).map((c) => ({
        ...c,
        url: origin,
      })),
    );
    const page = await context.newPage();
    await page.goto(`${origin}/staff?market=IN&from=2026-03-05&to=2026-03-01`);
    await waitForHydration(page);
    expect(await page.getByText("The range ends before it starts").count()).toBe(1);
    expect(await page.getByLabel("To", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByTestId("dashboard-figures").count()).toBe(0);
    // The rest of the home page is still there.
    expect(await page.getByRole("list", { name: "Your screens" }).getByRole("link").count()).toBeGreaterThan(
      0,
    );
    await context.close();
  });
});
