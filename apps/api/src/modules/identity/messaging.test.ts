import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import { uniqueAddress, uniqueEmail, uniqueIndianMobile } from "../../test/sign-in.ts";
import { outboxMessages } from "./tables.ts";

/** Just enough SMTP to receive what nodemailer sends: every message's raw text. */
function startSmtpSink() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    socket.write("220 sink.test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("250 2.0.0 queued\r\n");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith("EHLO") || line.startsWith("HELO")) socket.write("250 sink.test\r\n");
        else if (line.startsWith("DATA")) {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (line.startsWith("QUIT")) socket.end("221 bye\r\n");
        else socket.write("250 2.1.0 ok\r\n");
      }
    });
  });
  return new Promise<{ port: number; received: string[]; close: () => void }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      resolve({ port: (server.address() as net.AddressInfo).port, received, close: () => server.close() });
    });
  });
}

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  ctx = await testContext();
  smtp = await startSmtpSink();
  const config = loadConfig({
    NODE_ENV: "test",
    DEV_OUTBOX: "0",
    LOG_LEVEL: "silent",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "Ojas <hello@ojas.in>",
  });
  app = await buildApp({ deps: { ...ctx.deps, config } });
});
afterAll(async () => {
  await app?.close();
  smtp?.close();
});

const post = (url: string, payload: object) =>
  app.inject({
    method: "POST",
    url,
    payload,
    headers: { "x-client": "WEB" },
    remoteAddress: uniqueAddress(),
  });

describe("email through SMTP", () => {
  it("delivers the sign-in code by SMTP and keeps nothing in the outbox when it is off", async () => {
    const email = uniqueEmail("sana");
    const res = await post("/api/auth/login-or-signup", { emailId: email });
    expect(res.statusCode).toBe(200);
    const mail = smtp.received.find((m) => m.includes(`To: ${email}`));
    expect(mail).toBeDefined();
    expect(mail).toContain("From: Ojas <hello@ojas.in>");
    expect(mail).toContain("Subject: Your Ojas sign-in code");
    const code = /sign-in code is (\d{6})/.exec(mail!)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(
      await ctx.deps.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)),
    ).toEqual([]);

    const verified = await post("/api/auth/verify-otp", { emailId: email, otp: code! });
    expect(verified.json().body).toMatchObject({ isNewUser: true, user: { email } });
  });

  it("fails loudly (5000) rather than pretend an SMS went out when nothing can carry it", async () => {
    const res = await post("/api/auth/login-or-signup", { phoneNumber: uniqueIndianMobile() });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe(5000);
  });
});
