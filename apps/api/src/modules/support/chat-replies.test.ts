// The back office's chat replies (docs/api.md, "Back office: chat"): conversations listed newest activity
// first (all, or only those waiting), staff replies (idempotent, audited), the shopper seeing them in the
// conversation, and the email queued only when the shopper is away and an email is known.
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { withoutRequestId } from "../../jobs/send.ts";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, type CookieJar, signInByPhone, uniqueEmail } from "../../test/sign-in.ts";
import { staffAudit } from "../staff/tables.ts";
import { demoStaffEmail, signInStaff, staffCall } from "../staff/test-helpers.ts";
import { CHAT_REPLY_NOTICE, type ChatReplyNoticeJob, sendChatReplyNotice } from "./chat-notices.ts";
import { supportChatMessages } from "./tables.ts";

let ctx: TestContext;
let support: { jar: CookieJar; userId: string };
beforeAll(async () => {
  ctx = await testContext();
  support = await signInStaff(ctx, demoStaffEmail("SUPPORT"));
});
afterEach(() => {
  ctx.clock.offset = 0;
});

const LIST = "/api/staff/chat/conversations";
const AWAY_MS = 60_000;

/** A shopper's first message (anonymous unless a jar is given); answers the conversation id. */
async function write(text: string, extra: object = {}, jar?: CookieJar): Promise<string> {
  const options = {
    method: "POST" as const,
    url: "/api/marketing/v1/chat/messages",
    payload: { text, ...extra },
  };
  const res = jar ? await browse(ctx, jar, options) : await call(ctx, options);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().body.conversationId;
}
const poll = (id: string) =>
  call(ctx, { method: "GET", url: `/api/marketing/v1/chat/${encodeURIComponent(id)}` });
const reply = (id: string, text: string, key?: string) =>
  staffCall(ctx, support.jar, "POST", `${LIST}/${encodeURIComponent(id)}/replies`, { text }, key);
const jobsOf = async (conversationId: string) =>
  (await ctx.deps.jobs!.findJobs<ChatReplyNoticeJob>(CHAT_REPLY_NOTICE, { data: { conversationId } })).map(
    (j) => withoutRequestId(j.data),
  );
const auditOf = (id: string) =>
  ctx.deps.db.select().from(staffAudit).where(eq(staffAudit.entityId, id)).orderBy(asc(staffAudit.id));
const rowsOf = (id: string) =>
  ctx.deps.db
    .select()
    .from(supportChatMessages)
    .where(eq(supportChatMessages.conversationId, id))
    .orderBy(asc(supportChatMessages.id));
const ids = (res: { json: () => any }) =>
  res.json().body.conversations.map((c: { conversationId: string }) => c.conversationId) as string[];

describe("the conversations list", () => {
  it("lists newest activity first a page at a time, and only waiting ones when asked", async () => {
    // Written a little in the future, so they are the newest whatever else the database holds.
    const made: string[] = [];
    for (let i = 1; i <= 3; i += 1) {
      ctx.clock.offset = 600_000 + i * 1000;
      made.push(await write(`Question ${i} ${randomUUID()}`));
    }
    ctx.clock.offset = 0;
    const first = await staffCall(ctx, support.jar, "GET", `${LIST}?limit=2`);
    expect(first.statusCode, first.body).toBe(200);
    expect(ids(first)).toEqual([made[2], made[1]]);
    expect(first.json().body.conversations[0]).toMatchObject({ awaitingReply: true, lastAuthor: "SHOPPER" });
    const token = first.json().body.paginationData.nextToken;
    const second = await staffCall(ctx, support.jar, "GET", `${LIST}?limit=2&nextToken=${token}`);
    expect(ids(second)[0]).toBe(made[0]);

    // Answered, the newest drops out of the waiting list and stays first in the full one (its reply is
    // its latest activity).
    ctx.clock.offset = 700_000;
    expect((await reply(made[1]!, "We are on it")).statusCode).toBe(200);
    ctx.clock.offset = 0;
    const waiting = await staffCall(ctx, support.jar, "GET", `${LIST}?unanswered=true&limit=5`);
    expect(ids(waiting).slice(0, 2)).toEqual([made[2], made[0]]);
    const all = await staffCall(ctx, support.jar, "GET", `${LIST}?limit=3`);
    expect(ids(all)).toEqual([made[1], made[2], made[0]]);
    expect(all.json().body.conversations[0]).toMatchObject({
      awaitingReply: false,
      lastText: "We are on it",
    });
  });

  it("refuses a tampered page token (4000)", async () => {
    expect((await staffCall(ctx, support.jar, "GET", `${LIST}?nextToken=nope`)).json().error.code).toBe(4000);
  });
});

describe("replying", () => {
  it("adds the reply once per Idempotency-Key, audited, and the shopper sees it in the conversation", async () => {
    const id = await write("Is the ring waterproof?");
    const key = randomUUID();
    const res = await reply(id, "  Yes, up to 100 m.  ", key);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().body;
    expect(detail.messages.at(-1)).toMatchObject({
      author: "OJAS_CARE",
      text: "Yes, up to 100 m.",
      staffId: support.userId,
      staffName: expect.any(String),
    });
    expect(detail.conversation.awaitingReply).toBe(false);
    expect((await reply(id, "  Yes, up to 100 m.  ", key)).json().body).toEqual(detail);
    expect((await reply(id, "Something else", key)).statusCode).toBe(409);
    expect((await rowsOf(id)).filter((r) => r.staffId !== null)).toHaveLength(1);

    const audit = await auditOf(id);
    expect(audit.map((a) => [a.staffId, a.action, a.entity, a.before])).toEqual([
      [support.userId, "support_chat.reply", "support_chat", { awaitingReply: true }],
    ]);
    expect(audit[0]!.after).toMatchObject({ awaitingReply: false, text: "Yes, up to 100 m." });

    const seen = await poll(id);
    expect(
      seen
        .json()
        .body.messages.map((m: { author: string; text: string }) => [m.author, m.text])
        .at(-1),
    ).toEqual(["OJAS_CARE", "Yes, up to 100 m."]);
    const got = await staffCall(ctx, support.jar, "GET", `${LIST}/${id}`);
    expect(got.json().body.audit).toHaveLength(1);
  });

  it("adds the automatic answer to shopper messages only until a member of staff has replied", async () => {
    const id = await write(`Where is my order? ${randomUUID()}`);
    const follow = (text: string) =>
      call(ctx, {
        method: "POST",
        url: "/api/marketing/v1/chat/messages",
        payload: { conversationId: id, text },
      });
    expect((await follow("Order OJ-1 please")).statusCode).toBe(201);
    expect((await reply(id, "It ships today.")).statusCode).toBe(200);
    const res = await follow("Thanks!");
    expect(res.statusCode, res.body).toBe(201);
    const shape = (await rowsOf(id)).map((r) => [r.author, r.staffId === null ? "auto" : "staff"]);
    expect(shape).toEqual([
      ["SHOPPER", "auto"],
      ["OJAS_CARE", "auto"],
      ["SHOPPER", "auto"],
      ["OJAS_CARE", "auto"],
      ["OJAS_CARE", "staff"],
      ["SHOPPER", "auto"],
    ]);
    expect(res.json().body.messages.at(-1)).toMatchObject({ author: "SHOPPER", text: "Thanks!" });
  });

  it("refuses an empty reply and an unknown conversation, changing nothing", async () => {
    const id = await write("Hello?");
    for (const text of ["", "   "]) expect((await reply(id, text)).json().error.code).toBe(4000);
    expect((await reply(`none-${randomUUID()}`, "Hi")).json().error.code).toBe(4040);
    expect((await staffCall(ctx, support.jar, "GET", `${LIST}/none-${randomUUID()}`)).json().error.code).toBe(
      4040,
    );
    expect((await rowsOf(id)).filter((r) => r.staffId !== null)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe("telling the shopper", () => {
  it("queues no email while the shopper's panel is open (it asked within the window)", async () => {
    const id = await write("Where is my order?", { email: uniqueEmail() });
    ctx.clock.offset = AWAY_MS;
    expect((await poll(id)).statusCode).toBe(200);
    const res = await reply(id, "It ships today.");
    expect(res.json().body).toMatchObject({ notice: "SHOPPER_PRESENT", shopperPresent: true });
    expect(await jobsOf(id)).toEqual([]);
  });

  it("queues an email when the shopper is away, and sends it quoting the reply", async () => {
    const email = uniqueEmail("away");
    const id = await write("Can I change my ring size?", { email });
    ctx.clock.offset = AWAY_MS;
    const res = await reply(id, "Yes: reply with the size you want.");
    expect(res.json().body.notice).toBe("EMAIL_QUEUED");
    const [job] = await jobsOf(id);
    expect(job).toEqual({ conversationId: id, messageId: res.json().body.messages.at(-1).messageId });
    expect(await sendChatReplyNotice(ctx.deps, job!)).toBe(true);
    const outbox = await call(ctx, { method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(outbox.json().body.messages[0].text).toContain("Yes: reply with the size you want.");
  });

  it("sends no email when the shopper opened the chat after the reply", async () => {
    const id = await write("Do you ship to Pune?", { email: uniqueEmail() });
    ctx.clock.offset = AWAY_MS;
    const res = await reply(id, "We do.");
    const [job] = await jobsOf(id);
    ctx.clock.offset = AWAY_MS + 1000;
    await poll(id);
    expect(await sendChatReplyNotice(ctx.deps, job!)).toBe(false);
    expect(res.json().body.notice).toBe("EMAIL_QUEUED");
  });

  it("uses a signed-in shopper's account email", async () => {
    const { jar } = await signInByPhone(ctx);
    const email = uniqueEmail("account");
    await browse(ctx, jar, { method: "PUT", url: "/api/user/v3/profile", payload: { email } });
    const id = await write("My cart is empty after signing in", {}, jar);
    const detail = (await staffCall(ctx, support.jar, "GET", `${LIST}/${id}`)).json().body;
    expect(detail.conversation).toMatchObject({ email, userId: expect.any(String) });
  });

  it("with no email known, queues nothing: the reply waits in the conversation for the next visit", async () => {
    const id = await write("Anyone there?");
    ctx.clock.offset = AWAY_MS;
    const res = await reply(id, "Yes, how can we help?");
    expect(res.json().body.notice).toBe("NO_EMAIL");
    expect(await jobsOf(id)).toEqual([]);
    ctx.clock.offset = 3_600_000;
    const later = await poll(id);
    expect(later.json().body.messages.at(-1).text).toBe("Yes, how can we help?");
  });

  it("refuses a malformed email in the chat (4000), writing nothing", async () => {
    const res = await call(ctx, {
      method: "POST",
      url: "/api/marketing/v1/chat/messages",
      payload: { text: "Hi", email: "not-an-email" },
    });
    expect(res.json().error.code).toBe(4000);
  });
});
