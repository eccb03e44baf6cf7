import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, waitForHydration } from "./browser.ts";
import { cookieHeader, DEMO_STAFF_PASSWORD, passwordSignIn } from "./shop.ts";

// The back office's shell (/staff): who gets in, and each role's navigation. Against the accounts server,
// whose public origin is its own address, so sign-in from the page passes the API's same-site check.

const origin = inject("accountsOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signIn = (emailId: string, password: string) => passwordSignIn(origin, emailId, password);

async function open(
  path: string,
  email?: string,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  if (email) {
    const cookies = await signIn(email, DEMO_STAFF_PASSWORD);
    await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
  }
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  await waitForHydration(page);
  return { context, page };
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Back office" });
const navLabels = (page: Page) => nav(page).getByRole("link").allInnerTexts();

describe("back office shell: who gets in", () => {
  it("asks a signed-out visitor to sign in, on every staff page, and is never cached", async () => {
    for (const path of ["/staff", "/staff/orders", "/staff/accounts"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const html = await response.text();
      expect(html).toContain("Sign in to continue");
      expect(html).toContain('<meta name="robots" content="noindex"');
      expect(html).not.toContain('aria-label="Back office"');
    }
  });

  it("is the 403 page for a shopper, with HTTP status 403", async () => {
    const cookie = cookieHeader(await signIn("priya@example.com", "ojas-demo-2026"));
    for (const path of ["/staff", "/staff/orders", "/staff/accounts"]) {
      const response = await fetch(`${origin}${path}`, { headers: { cookie } });
      expect(response.status).toBe(403);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const html = await response.text();
      expect(html).toContain("This area is for Ojas staff");
      expect(html).toContain("Back to the shop");
      expect(html).not.toContain('aria-label="Back office"');
    }
  });

  it("signs ops in by email and password on /staff and comes back to it", async () => {
    const { context, page } = await open("/staff");
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    const popup = page.getByRole("dialog");
    await popup.getByRole("button", { name: "Email" }).click();
    await popup.getByLabel("Email").fill("ops@staff.ojas.in");
    await popup.getByRole("button", { name: "Sign in with a password instead" }).click();
    await popup.getByLabel("Password").fill(DEMO_STAFF_PASSWORD);
    await popup.getByRole("button", { name: "Sign in", exact: true }).click();
    await popup.waitFor({ state: "detached" });

    await nav(page).waitFor();
    expect(new URL(page.url()).pathname).toBe("/staff");
    expect(await navLabels(page)).toEqual(["Overview", "Orders", "Blood work"]);
    expect(await page.getByTestId("staff-roles").innerText()).toBe("Operations");
    expect(await nav(page).getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBe("page");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/^Hello, /);
    expect(await seriousViolations(page)).toEqual([]);

    await nav(page).getByRole("link", { name: "Orders" }).click();
    await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
    expect(await nav(page).getByRole("link", { name: "Orders" }).getAttribute("aria-current")).toBe("page");
    expect(await page.getByTestId("staff-order").count()).toBeGreaterThan(0);

    // The session ends (12 hours, a role taken away): the next page asks to sign in again.
    await context.clearCookies();
    await nav(page).getByRole("link", { name: "Overview" }).click();
    await page.getByRole("main").getByText("Sign in to continue").waitFor();
    await context.close();
  });
});

describe("back office shell: navigation by permission", () => {
  it("shows admin Orders, Subscriptions, Offers, Blood work, Support, Sessions, Reviews and Staff, and the staff accounts with their roles", async () => {
    const { context, page } = await open("/staff", "admin@staff.ojas.in");
    expect(await navLabels(page)).toEqual([
      "Overview",
      "Orders",
      "Subscriptions",
      "Offers",
      "Blood work",
      "Support",
      "Sessions",
      "Reviews",
      "Staff",
    ]);
    expect(await page.getByRole("list", { name: "Your screens" }).getByRole("link").count()).toBe(8);
    await nav(page).getByRole("link", { name: "Staff" }).click();
    await page.getByRole("heading", { name: "Staff", level: 1 }).waitFor();
    const accounts = await page.getByTestId("staff-account").allInnerTexts();
    for (const email of ["admin", "ops", "support", "content", "coach"]) {
      expect(accounts.some((text) => text.includes(`${email}@staff.ojas.in`))).toBe(true);
    }
    expect(accounts.find((text) => text.includes("coach@staff.ojas.in"))).toContain("Coach");
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("shows ops no Staff, and refuses its page with the area's 403 inside the shell", async () => {
    const cookie = cookieHeader(await signIn("ops@staff.ojas.in", DEMO_STAFF_PASSWORD));
    const response = await fetch(`${origin}/staff/accounts`, { headers: { cookie } });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("Not one of your areas");
    expect(html).toContain('aria-label="Back office"');
    expect(html).not.toContain("admin@staff.ojas.in");
  });

  it("shows content neither Orders nor Staff, and names its areas without links", async () => {
    const { context, page } = await open("/staff", "content@staff.ojas.in");
    expect(await navLabels(page)).toEqual(["Overview", "Offers", "Reviews"]);
    expect(await page.getByTestId("staff-areas").getByRole("listitem").allInnerTexts()).toEqual(["Content"]);
    expect(await page.getByTestId("staff-areas").getByRole("link").count()).toBe(0);
    const orders = await fetch(`${origin}/staff/orders`, {
      headers: { cookie: cookieHeader(await context.cookies(origin)) },
    });
    expect(orders.status).toBe(403);
    await context.close();
  });

  it("works on a phone: the navigation fits and leads to the orders", async () => {
    const { context, page } = await open("/staff", "support@staff.ojas.in", 390);
    expect(await navLabels(page)).toEqual(["Overview", "Orders", "Subscriptions", "Support"]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await nav(page).getByRole("link", { name: "Orders" }).click();
    await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
