import { describe, expect, inject, it } from "vitest";
import { launchBrowser, waitForHydration } from "./browser.ts";
import { cookieHeader, passwordSignIn } from "./shop.ts";

const origin = inject("webOrigin");
/** The server whose public origin is its own address: sign-in through the API is same-site there. */
const accounts = inject("accountsOrigin");
const signedIn = async (email: string) =>
  cookieHeader(await passwordSignIn(accounts, email, "ojas-demo-2026"));

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

  it("the live session's join link opens its live room, for its subscriber once signed in", async () => {
    const { html } = await page("/session/demo-ongoing");
    const joinUrl = /href="([^"]*\/live)"/.exec(html)?.[1];
    expect(joinUrl).toBe("/session/demo-ongoing/live");
    const signedOut = await fetch(`${origin}${joinUrl}`, { redirect: "manual" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe(
      "/?showLoginPopup=true&redirectUrl=%2Fsession%2Fdemo-ongoing%2Flive",
    );
    const cookie = await signedIn("priya@example.com");
    const live = await fetch(`${accounts}${joinUrl}`, { headers: { cookie } });
    expect(live.status).toBe(200);
    const liveHtml = await live.text();
    expect(liveHtml).toContain("You&#x27;re in");
    expect(liveHtml).toContain("Strength fundamentals: hinge, squat and push");
    expect(liveHtml).toContain("Rohan Verma");
    expect(liveHtml).toContain('href="/session/demo-ongoing"');
    expect(liveHtml).toContain("Leave session");
    const prefixed = await fetch(`${accounts}/ae/session/demo-ongoing/live`, { headers: { cookie } });
    expect(prefixed.status).toBe(200);
    expect(await prefixed.text()).toContain('href="/ae/session/demo-ongoing"');
  });

  it("the live room is not valid (404) for a signed-in shopper it is not for", async () => {
    // Arjun has a subscription of his own, but this session is Priya's.
    const cookie = await signedIn("arjun@example.com");
    const live = await fetch(`${accounts}/session/demo-ongoing/live`, { headers: { cookie } });
    expect(live.status).toBe(404);
    const html = await live.text();
    expect(html).toContain("This session link is not valid");
    expect(html).not.toContain("Strength fundamentals: hinge, squat and push");
  });

  it.each([
    ["/session/demo-upcoming/live", "/session/demo-upcoming"],
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
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const cookies = await passwordSignIn(accounts, "priya@example.com", "ojas-demo-2026");
      await context.addCookies(cookies.map((c) => ({ ...c, url: accounts })));
      const tab = await context.newPage();
      await tab.goto(`${accounts}/session/demo-ongoing`);
      await waitForHydration(tab);
      await tab.getByRole("link", { name: "Join now" }).click();
      await tab.waitForURL(`${accounts}/session/demo-ongoing/live`);
      await tab.getByTestId("live-state").waitFor();
      expect(await tab.getByTestId("live-room").innerText()).toContain("ends at");
      // Her heartbeat puts her among those there.
      await tab.getByTestId("participants").getByText("Priya Sharma").waitFor();
      await tab.getByRole("link", { name: "Leave session" }).click();
      await tab.waitForURL(`${accounts}/session/demo-ongoing`);
      await tab.getByText("Your session is live").waitFor();
    } finally {
      await browser.close();
    }
  });
});
