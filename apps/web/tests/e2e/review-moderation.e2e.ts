import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, waitForHydration } from "./browser.ts";
import { DEMO_STAFF_PASSWORD, passwordSignIn } from "./shop.ts";

// Approving a review and seeing it on the product page (docs/product.md, "Review moderation"): the demo
// shopper, who has a delivered order of the vitamin C serum, writes two reviews on its page; content staff
// approve one in /staff/reviews and reject the other with a reason; the product page shows the approved one
// and the shopper's account shows the reason. Against the accounts server (sign-in passes its same-site check).

const origin = inject("accountsOrigin");
let browser: Browser;
let productPath: string;
let skuId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const details = await (await fetch(`${origin}/api/catalogue/v2/skuDetails?skuId=SE-VTC-30`)).json();
  productPath = `/skin/products/${details.body.product.slug}`;
  skuId = details.body.skus[0].skuId;
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(
  email: string,
  password: string,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const cookies = await passwordSignIn(origin, email, password);
  await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
  return { context, page: await context.newPage() };
}

async function open(page: Page, path: string) {
  await page.goto(`${origin}${path}`);
  await waitForHydration(page);
}

async function writeReview(page: Page, title: string, text: string) {
  await open(page, productPath);
  await page.getByRole("button", { name: "Write a review" }).click();
  await page.getByLabel("4 stars").check({ force: true });
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Your review").fill(text);
  await page.getByRole("button", { name: "Submit review" }).click();
  await page
    .getByRole("status")
    .filter({ hasText: /review/i })
    .first()
    .waitFor();
}

const approvedCount = async () =>
  (
    await (
      await fetch(`${origin}/api/catalogue/v1/getApprovedReviews`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ id: skuId }),
      })
    ).json()
  ).body.summary.count as number;

describe("review moderation", () => {
  it("approving a review shows it on the product page; a rejection's reason reaches its author", async () => {
    const tag = randomUUID().slice(0, 8);
    const good = `Glow in a month ${tag}`;
    const bad = `Cheaper elsewhere ${tag}`;
    const before = await approvedCount();

    const shopper = await signedIn("priya@example.com", "ojas-demo-2026");
    await writeReview(shopper.page, good, "My skin looks brighter after four weeks of daily use.");
    await writeReview(shopper.page, bad, "Find it cheaper on another website, link in my profile.");
    await open(shopper.page, "/account/reviews");
    const mine = shopper.page.getByTestId("my-review").filter({ hasText: good });
    await mine.waitFor();
    expect(await mine.innerText()).toContain("Waiting for moderation");

    // Content staff, on a phone: the queue, filtered to this journey's reviews.
    const staff = await signedIn("content@staff.ojas.in", DEMO_STAFF_PASSWORD, 390);
    await open(staff.page, "/staff");
    await staff.page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Reviews" })
      .click();
    await staff.page.getByRole("heading", { name: "Reviews", level: 1 }).waitFor();
    await staff.page.getByLabel("Title, text or author").fill(tag);
    await staff.page.getByRole("button", { name: "Show" }).click();
    await staff.page.waitForURL(/q=/);
    const cards = staff.page.getByTestId("staff-review");
    await expect.poll(() => cards.count()).toBe(2);
    expect(await staff.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(staff.page)).toEqual([]);

    // Approve the good one.
    await cards
      .filter({ hasText: good })
      .getByRole("button", { name: /^Approve/ })
      .click();
    await staff.page.getByTestId("reviews-status").filter({ hasText: "Review approved" }).waitFor();
    await expect.poll(() => cards.count()).toBe(1);

    // Reject the other: the dialog takes the keyboard, refuses an empty reason, then sends one.
    await cards
      .filter({ hasText: bad })
      .getByRole("button", { name: /^Reject/ })
      .click();
    const dialog = staff.page.getByRole("dialog");
    const reason = dialog.getByLabel("Reason");
    await expect.poll(() => reason.evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByRole("button", { name: "Reject review" }).click();
    await dialog.getByRole("alert").filter({ hasText: "at least 3 characters" }).waitFor();
    expect(await reason.getAttribute("aria-invalid")).toBe("true");
    await reason.fill("Links to other shops are not allowed in reviews.");
    await staff.page.keyboard.press("Tab");
    await dialog.getByRole("button", { name: "Reject review" }).click();
    await staff.page.getByTestId("reviews-status").filter({ hasText: "Review rejected" }).waitFor();
    await expect.poll(() => cards.count()).toBe(0);
    await staff.context.close();

    // The product page, for any visitor, shows the approved review and counts it.
    expect(await approvedCount()).toBe(before + 1);
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await open(page, productPath);
    await page.getByText(good).waitFor();
    expect(await page.getByText(bad).count()).toBe(0);
    await visitor.close();

    // The author sees both decisions, with the reason.
    await open(shopper.page, "/account/reviews");
    const rejected = shopper.page.getByTestId("my-review").filter({ hasText: bad });
    await rejected.waitFor();
    expect(await rejected.innerText()).toContain("Links to other shops are not allowed in reviews.");
    expect(await shopper.page.getByTestId("my-review").filter({ hasText: good }).innerText()).toContain(
      "Published",
    );
    await shopper.context.close();
  });
});
