import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, waitForHydration } from "./browser.ts";
import { cookieHeader, DEMO_STAFF_PASSWORD, passwordSignIn } from "./shop.ts";

// The live room with two people in it (docs/product.md, "Live room"): the coach schedules a session for
// Priya, both open the room, the coach starts it, they see each other and chat, the coach ends it and
// Priya lands on /plans/lite. Against the accounts server, where sign-in through the API is same-site.

const origin = inject("accountsOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(email: string, password: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const cookies = await passwordSignIn(origin, email, password);
  await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
  return context.newPage();
}

/** A coach session for Priya starting in two minutes (inside the window), scheduled through the API. */
async function scheduleForPriya(): Promise<string> {
  const cookie = cookieHeader(await passwordSignIn(origin, "coach@staff.ojas.in", DEMO_STAFF_PASSWORD));
  const response = await fetch(`${origin}/api/staff/sessions`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Client": "WEB",
      Origin: origin,
      Cookie: cookie,
      "Idempotency-Key": randomUUID(),
    },
    body: JSON.stringify({
      kind: "COACH",
      title: "Your first coaching call",
      startTime: Date.now() + 2 * 60_000,
      minutes: 30,
      subscriber: "priya@example.com",
      // A meeting that refuses the connection at once: the room embeds it, no outside network needed.
      joinUrl: "https://127.0.0.1:9/ojas-first-call",
    }),
  });
  const json = (await response.json()) as { body?: { session: { sessionId: string } }; error?: unknown };
  if (!json.body) throw new Error(`scheduling failed: ${response.status} ${JSON.stringify(json.error)}`);
  return json.body.session.sessionId;
}

describe("the live room", () => {
  it("the coach starts, both see each other and the chat, and at the end Priya lands on /plans/lite", async () => {
    const sessionId = await scheduleForPriya();
    const room = `${origin}/session/${sessionId}/live`;
    const coach = await signedInPage("coach@staff.ojas.in", DEMO_STAFF_PASSWORD, 1280);
    const priya = await signedInPage("priya@example.com", "ojas-demo-2026", 390);
    await coach.goto(room, { waitUntil: "domcontentloaded" });
    await waitForHydration(coach);
    await priya.goto(room);
    await waitForHydration(priya);

    // Before the start: Priya waits, with no meeting; both are there for each other.
    await priya.getByText("Please wait for the coach to start the session").waitFor();
    expect(await priya.locator("iframe").count()).toBe(0);
    await priya.getByTestId("participants").getByText("Vikram Rao").waitFor();
    await coach.getByTestId("participants").getByText("Priya Sharma").waitFor();

    await coach.getByRole("button", { name: "Start session" }).click();
    await coach.getByRole("button", { name: "End session" }).waitFor();
    const meeting = priya.getByTitle("Video meeting: Your first coaching call");
    await meeting.waitFor();
    expect(await meeting.getAttribute("src")).toBe("https://127.0.0.1:9/ojas-first-call");
    expect(await meeting.getAttribute("sandbox")).toContain("allow-scripts");

    // The chat: Enter sends; the other side reads it on its next heartbeat.
    const coachBox = coach.getByRole("textbox", { name: "Message" });
    await coachBox.fill("Welcome Priya, let's warm up");
    await coachBox.press("Enter");
    await priya.getByTestId("messages").getByText("Welcome Priya, let's warm up").waitFor();
    expect(await priya.getByTestId("messages").getAttribute("aria-live")).toBe("polite");
    await priya.getByRole("textbox", { name: "Message" }).fill("Ready!");
    await priya.getByRole("button", { name: "Send" }).click();
    await coach.getByTestId("messages").getByText("Ready!").waitFor();

    // An empty message is refused in words, next to the box.
    await priya.getByRole("button", { name: "Send" }).click();
    await priya.getByRole("alert").getByText("Write a message first.").waitFor();

    await coach.getByRole("button", { name: "End session" }).click();
    await priya.waitForURL(`${origin}/plans/lite`);
    await coach.getByText("This session has ended").waitFor();
    expect(new URL(coach.url()).pathname).toBe(`/session/${sessionId}/live`);
  });

  it("the coach schedules a webinar in the back office, with errors beside their fields first", async () => {
    const page = await signedInPage("coach@staff.ojas.in", DEMO_STAFF_PASSWORD, 1280);
    await page.goto(`${origin}/staff`);
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Sessions" })
      .click();
    await page.getByRole("heading", { name: "Sessions", level: 1 }).waitFor();
    const form = page.getByRole("form", { name: "Schedule a session" });
    await form.getByRole("button", { name: "Schedule" }).click();
    await form.getByText("Give the session a title").waitFor();
    expect(await form.getByLabel("Title").getAttribute("aria-invalid")).toBe("true");
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel("Kind").selectOption("WEBINAR");
    await form.getByLabel("Title").fill("Sleep clinic, live");
    const start = new Date(Date.now() + 3 * 86_400_000 - new Date().getTimezoneOffset() * 60_000);
    await form.getByLabel("Starts at").fill(start.toISOString().slice(0, 16));
    await form.getByLabel("Market").selectOption("IN");
    await form.getByLabel(/^Price/).fill("299");
    await form.getByRole("button", { name: "Schedule" }).click();
    await page.getByRole("heading", { name: "Sleep clinic, live", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/staff\/sessions\/WB-/);
    await page.getByText("₹299").waitFor();
    const csv = page.getByRole("link", { name: "Download as CSV" });
    expect(await csv.getAttribute("href")).toMatch(/^\/api\/staff\/sessions\/WB-[^/]+\/registrations\.csv$/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
