import { randomInt } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";
import { DEMO_STAFF_PASSWORD, go, passwordSignIn } from "./shop.ts";

// Chat replies (docs/product.md, "Chat"): a shopper writes in the chat panel, support staff reply from
// /staff/chat, and the shopper, panel still open, sees the reply without reloading. On the accounts
// server, so both the panel and the staff pages post to the API from its own site.
const origin = inject("accountsOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInStaffPage(width: number): Promise<Page> {
  const page = await newPage(browser, width);
  const cookies = await passwordSignIn(origin, "support@staff.ojas.in", DEMO_STAFF_PASSWORD);
  await page.context().addCookies(cookies.map((c) => ({ ...c, url: origin })));
  return page;
}

describe("chat replies", () => {
  it("a shopper's question is answered from /staff/chat and the reply appears in the open panel", async () => {
    const question = `Does the ring track sleep on a night shift? (${randomInt(1e6, 9e6)})`;
    const answer = `Yes: it tracks sleep whenever you sleep, day or night. (${randomInt(1e6, 9e6)})`;

    const shopper = await newPage(browser);
    await go(shopper, origin, "/contact-us");
    await shopper.getByTestId("chat-button").click();
    const panel = shopper.getByTestId("chat-panel");
    await panel.waitFor({ state: "visible" });
    await panel.getByLabel("Your message").fill(question);
    await panel.getByRole("button", { name: "Send" }).click();
    const messages = panel.getByTestId("chat-messages");
    await messages.getByText("Thank you for writing to Ojas care").waitFor();

    const staff = await signedInStaffPage(390);
    await go(staff, origin, "/staff");
    await staff.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Chat" }).click();
    await staff.getByRole("heading", { name: "Chat", level: 1 }).waitFor();
    await staff.getByLabel("Only waiting for a reply").check();
    await staff.getByRole("button", { name: "Show" }).click();
    await staff.waitForURL(/unanswered=1/);
    const row = staff.getByTestId("chat-conversation").filter({ hasText: question.slice(0, 60) });
    await row.waitFor();
    expect(await row.innerText()).toContain("Waiting for a reply");
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(staff)).toEqual([]);
    await row.getByRole("link").click();
    await staff.getByTestId("staff-chat-messages").getByText(question).waitFor();
    await waitForHydration(staff);
    expect(await staff.getByTestId("chat-presence").innerText()).toBe("Has the chat open now");

    // An empty reply is refused in place.
    await staff.getByRole("button", { name: "Send reply" }).click();
    await staff.getByText("Write the reply").waitFor();
    expect(await staff.getByLabel("Your reply").getAttribute("aria-invalid")).toBe("true");

    await staff.getByLabel("Your reply").fill(answer);
    await staff.getByRole("button", { name: "Send reply" }).click();
    await staff.getByTestId("chat-reply-result").getByText("The shopper has the chat open").waitFor();
    await staff.getByTestId("staff-chat-messages").getByText(answer).waitFor();
    expect(await staff.getByTestId("audit").innerText()).toContain("support_chat.reply");
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(staff)).toEqual([]);

    // The shopper never reloaded: the open panel's next read brings the reply.
    const before = shopper.url();
    await messages.getByText(answer).waitFor({ timeout: 15_000 });
    expect(shopper.url()).toBe(before);
    expect(await messages.innerText()).toContain(question);

    await staff.context().close();
    await shopper.context().close();
  }, 60_000);
});
