import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { supportChatMessages } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

type Market = "IN" | "AE" | "US";
const SEND = "/api/marketing/v1/chat/messages";

const send = (payload: object, market?: Market) => call(ctx, { method: "POST", url: SEND, payload, market });
const history = (conversationId: string) =>
  call(ctx, { method: "GET", url: `/api/marketing/v1/chat/${encodeURIComponent(conversationId)}` });
const storedRows = (conversationId: string) =>
  ctx.deps.db
    .select()
    .from(supportChatMessages)
    .where(eq(supportChatMessages.conversationId, conversationId))
    .orderBy(supportChatMessages.id);

describe("POST /api/marketing/v1/chat/messages", () => {
  it("starts a conversation with an unguessable id and answers with the market's care hours and contacts", async () => {
    const res = await send({ text: "  My ring stopped syncing after the update.  " }, "AE");
    expect(res.statusCode).toBe(201);
    const { conversationId, messages } = res.json().body;
    expect(conversationId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({
      author: "SHOPPER",
      text: "My ring stopped syncing after the update.",
    });
    expect(messages[1].author).toBe("OJAS_CARE");
    expect(messages[1].text).toContain("Sun-Fri, 9 am to 9 pm GST");
    expect(messages[1].text).toContain("+971 4 576 1180");
    expect(messages[1].text).toContain("care.ae@ojashealth.com");
    expect(messages[0].sentAt).toBeGreaterThan(Date.now() - 60_000);
    const rows = await storedRows(conversationId);
    expect(rows.map((row) => [row.author, row.market])).toEqual([
      ["SHOPPER", "AE"],
      ["OJAS_CARE", "AE"],
    ]);
  });

  it("never hands out the same conversation twice", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await send({ text: "Hello" })).json().body.conversationId);
    expect(ids.size).toBe(5);
  });

  it("adds to an existing conversation, each message answered, in the order written", async () => {
    const first = (await send({ text: "Is the CGM covered by insurance?" })).json().body;
    const res = await send({ conversationId: first.conversationId, text: "And can I pay in EMIs?" });
    expect(res.statusCode).toBe(201);
    const { messages } = res.json().body;
    expect(messages.map((m: { author: string }) => m.author)).toEqual([
      "SHOPPER",
      "OJAS_CARE",
      "SHOPPER",
      "OJAS_CARE",
    ]);
    expect(messages[2].text).toBe("And can I pay in EMIs?");
    expect(messages[3].text).toContain("Mon-Sat, 9 am to 9 pm IST");
    expect(messages[3].text).toContain("care@ojas.in");
  });

  it.each([
    ["an empty text", { text: "" }],
    ["a blank text", { text: "   " }],
    ["a text over 1000 characters", { text: "a".repeat(1001) }],
    ["no text", {}],
    ["a number as text", { text: 42 }],
  ])("rejects %s with 4000 and stores nothing", async (_label, payload) => {
    const first = (await send({ text: "Hi" })).json().body;
    const res = await send({ conversationId: first.conversationId, ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
    expect(res.json().error.fields).toHaveProperty("text");
    expect(await storedRows(first.conversationId)).toHaveLength(2);
  });

  it("takes exactly 1000 characters", async () => {
    const res = await send({ text: "b".repeat(1000) });
    expect(res.statusCode).toBe(201);
  });

  it("answers 4040 for a conversation that does not exist, storing nothing", async () => {
    const res = await send({ conversationId: "kX3o9fQ2pLm8Zr1vT6yWbN4c", text: "Hello?" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(4040);
    expect(await storedRows("kX3o9fQ2pLm8Zr1vT6yWbN4c")).toHaveLength(0);
  });
});

describe("GET /api/marketing/v1/chat/{conversationId}", () => {
  it("answers the stored conversation", async () => {
    const sent = (await send({ text: "Where is my order OJ-1042?" }, "US")).json().body;
    const res = await history(sent.conversationId);
    expect(res.statusCode).toBe(200);
    expect(res.json().body.messages).toEqual(sent.messages);
    expect(res.json().body.messages[1].text).toContain("Mon-Fri, 9 am to 6 pm ET");
  });

  it.each(["kX3o9fQ2pLm8Zr1vT6yWbN4d", "nope"])("answers 4040 for an unknown conversation %s", async (id) => {
    const res = await history(id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(4040);
  });
});
