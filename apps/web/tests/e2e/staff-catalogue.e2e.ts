import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, waitForHydration } from "./browser.ts";
import { cookieHeader, DEMO_STAFF_PASSWORD, passwordSignIn } from "./shop.ts";

// Changing a price in the back office and seeing it in the shop (docs/product.md, "Back office: catalogue"):
// a product of this run, priced and published in India through the API, is found by operations staff in
// /staff/catalogue at phone width; a sale price that is above the price is refused on its field; the new
// India price is saved and the storefront's product page shows it straight away. Against the accounts
// server (sign-in passes its same-site check).

const origin = inject("accountsOrigin");
let browser: Browser;
let cookies: { name: string; value: string }[];
const tag = randomUUID().slice(0, 8);
const slug = `e2e-serum-${tag}`;
let productId: string;

async function staffApi(method: string, path: string, body: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      "X-Client": "WEB",
      Origin: origin,
      Cookie: cookieHeader(cookies),
      "Idempotency-Key": randomUUID(),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()).body;
}

beforeAll(async () => {
  browser = await launchBrowser();
  cookies = await passwordSignIn(origin, "ops@staff.ojas.in", DEMO_STAFF_PASSWORD);
  const created = await staffApi("POST", "/api/staff/catalogue/products", {
    name: `Journey serum ${tag}`,
    slug,
    category: "SKINCARE_PRODUCT",
    productType: "Serum",
    description: "A serum the catalogue journey prices.",
    sku: { slug: `${slug}-30ml`, name: "30 ml" },
  });
  productId = created.product.productId;
  const skuId = created.skus[0].skuId;
  await staffApi("PUT", `/api/staff/catalogue/products/${productId}/prices`, {
    prices: [{ skuId, market: "IN", basePrice: 149_900, discountPrice: 129_900 }],
  });
  await staffApi("POST", `/api/staff/catalogue/products/${productId}/publish`, {
    market: "IN",
    published: true,
  });
});
afterAll(async () => {
  await browser?.close();
});

describe("back office catalogue", () => {
  it("ops staff change a product's price in India and the product page shows the new price", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
    const page = await context.newPage();

    await page.goto(`${origin}/staff/catalogue`);
    await waitForHydration(page);
    await page.getByLabel("Name, id or slug").fill(`Journey serum ${tag}`);
    await page.getByRole("button", { name: "Show" }).click();
    const row = page.getByTestId("catalogue-product").filter({ hasText: `Journey serum ${tag}` });
    await row.waitFor();
    expect(await row.innerText()).toContain("Published");
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await row.getByRole("link", { name: `Journey serum ${tag}` }).click();
    await page.getByRole("heading", { name: `Journey serum ${tag}`, level: 1 }).waitFor();
    await waitForHydration(page);
    expect(await page.getByTestId("published-IN").innerText()).toBe("Published");

    const base = page.getByLabel("30 ml, price in INR");
    const sale = page.getByLabel("30 ml, sale price in INR");
    expect(await base.inputValue()).toBe("1499");
    expect(await sale.inputValue()).toBe("1299");

    // A sale above the price is refused on its field; nothing changes.
    await sale.fill("1999");
    await page.getByRole("button", { name: "Save prices" }).click();
    await page.getByText("The sale price is at most the price").waitFor();
    expect(await sale.getAttribute("aria-invalid")).toBe("true");

    await sale.fill("1111");
    await page.getByRole("button", { name: "Save prices" }).click();
    await page.getByText("Prices saved. Shoppers see them now.").waitFor();
    expect(await page.getByLabel("30 ml, sale price in INR").inputValue()).toBe("1111");
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The shop's product page shows the new price at once.
    const shop = await browser.newPage();
    await shop.goto(`${origin}/skin/products/${slug}`);
    await shop.getByRole("heading", { name: `Journey serum ${tag}`, level: 1 }).waitFor();
    expect(await shop.locator("main").innerText()).toContain("₹1,111");
    await shop.close();

    const audit = await (
      await fetch(`${origin}/api/staff/audit?entity=product&entityId=${productId}`, {
        headers: {
          "X-Client": "WEB",
          Cookie: cookieHeader(await passwordSignIn(origin, "admin@staff.ojas.in", DEMO_STAFF_PASSWORD)),
        },
      })
    ).json();
    expect(audit.body.entries.map((e: { action: string }) => e.action)).toContain("product.prices");
    await context.close();
  });
});
