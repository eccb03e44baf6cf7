import { describe, expect, inject, it } from "vitest";

const origin = inject("webOrigin");

async function page(path: string) {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, html: await response.text() };
}

// SPEC.md section 2's session messages, rendered on the server from the sessions endpoint.
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
});
