import { describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";

const origin = inject("webOrigin");

async function page(path: string) {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, html: await response.text() };
}

// The session page's messages (docs/product.md, pages), rendered on the server from the sessions endpoint.
describe("session pages", () => {
  it("an unknown session link is not valid (404)", async () => {
    const { status, html } = await page("/session/no-such-session");
    expect(status).toBe(404);
    expect(html).toContain("This session link is not valid");
    expect(html).toContain("Please check and try again later");
  });

  it("an upcoming session asks to join at the scheduled time", async () => {
    const { status, html } = await page("/session/demo-upcoming");
    expect(status).toBe(200);
    expect(html).toContain("This session hasn&#x27;t started yet");
    expect(html).toContain("Please join at the scheduled time");
  });

  it("a session in its window that the coach has not opened asks to wait", async () => {
    const { html } = await page("/ae/session/demo-waiting");
    expect(html).toContain("Please wait for the coach to start the session");
  });

  it("a finished session has ended", async () => {
    const { html } = await page("/session/demo-finished");
    expect(html).toContain("This session has ended");
  });

  it("a live session offers to join", async () => {
    const { html } = await page("/session/demo-ongoing");
    expect(html).toContain("Your session is live");
    expect(html).toContain("Join now");
  });

  it("the live session's join link opens its live room", async () => {
    const { html } = await page("/session/demo-ongoing");
    const joinUrl = /href="([^"]*\/live)"/.exec(html)?.[1];
    expect(joinUrl).toBe("/session/demo-ongoing/live");
    const live = await page(joinUrl!);
    expect(live.status).toBe(200);
    expect(live.html).toContain("You&#x27;re in");
    expect(live.html).toContain("Strength fundamentals: hinge, squat and push");
    expect(live.html).toContain("Rohan Verma");
    expect(live.html).toContain('href="/session/demo-ongoing"');
    expect(live.html).toContain("Leave session");
  });

  it("the live room also works under a market prefix", async () => {
    const live = await page("/ae/session/demo-ongoing/live");
    expect(live.status).toBe(200);
    expect(live.html).toContain('href="/ae/session/demo-ongoing"');
  });

  it.each([
    ["/session/demo-upcoming/live", "/session/demo-upcoming"],
    ["/session/demo-waiting/live", "/session/demo-waiting"],
    ["/us/session/demo-finished/live", "/us/session/demo-finished"],
    ["/session/no-such-session/live", "/session/no-such-session"],
  ])("%s is not open and sends the shopper to %s", async (path, target) => {
    const response = await fetch(`${origin}${path}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(target);
  });

  it("a shopper joins from the session page, is in the live room, and leaves it", async () => {
    const browser = await launchBrowser();
    try {
      const tab = await newPage(browser, 390);
      await tab.goto(`${origin}/session/demo-ongoing`);
      await waitForHydration(tab);
      await tab.getByRole("link", { name: "Join now" }).click();
      await tab.waitForURL(`${origin}/session/demo-ongoing/live`);
      await tab.getByTestId("live-state").waitFor();
      expect(await tab.getByTestId("live-room").innerText()).toContain("The session ends at");
      await tab.getByRole("link", { name: "Leave session" }).click();
      await tab.waitForURL(`${origin}/session/demo-ongoing`);
      await tab.getByText("Your session is live").waitFor();
    } finally {
      await browser.close();
    }
  });
});
