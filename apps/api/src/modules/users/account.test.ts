import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { addLifeBits } from "./service.ts";
import { quizResponses } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const get = (jar: CookieJar, url: string) => browse(ctx, jar, { method: "GET", url });
const saveQuiz = (jar: CookieJar, payload: object) =>
  browse(ctx, jar, { method: "POST", url: "/api/user/quiz/save", payload });

describe("GET /api/gamification/lifebits/v1/account", () => {
  it("answers the demo shopper's 500 life bits with their history, newest first", async () => {
    const jar = new CookieJar();
    await browse(ctx, jar, {
      method: "POST",
      url: "/api/auth/login-via-password",
      payload: { phoneNumber: "9876543210", password: "ojas-demo-2026" },
    });
    const { total, history } = (await get(jar, "/api/gamification/lifebits/v1/account")).json().body;
    expect(total).toBe(500);
    expect(history.length).toBeGreaterThanOrEqual(4);
    expect(history.reduce((sum: number, h: { delta: number }) => sum + h.delta, 0)).toBe(500);
    const times = history.map((h: { at: number }) => h.at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("sums credits and spends, with the order an entry came from", async () => {
    const { jar, user } = await signInByPhone(ctx);
    expect((await get(jar, "/api/gamification/lifebits/v1/account")).json().body).toEqual({
      total: 0,
      history: [],
    });
    await addLifeBits(ctx.deps, user.id, { delta: 300, reason: "Order delivered", orderId: "OD-TEST-1" });
    ctx.clock.offset = 1000;
    await addLifeBits(ctx.deps, user.id, { delta: -120, reason: "Redeemed for a coupon" });
    ctx.clock.offset = 0;
    const body = (await get(jar, "/api/gamification/lifebits/v1/account")).json().body;
    expect(body.total).toBe(180);
    expect(body.history).toMatchObject([
      { delta: -120, reason: "Redeemed for a coupon" },
      { delta: 300, reason: "Order delivered", orderId: "OD-TEST-1" },
    ]);
    expect(body.history[0]).not.toHaveProperty("orderId");
  });

  it("shows only the caller's, whatever the query names", async () => {
    const rich = await signInByPhone(ctx);
    await addLifeBits(ctx.deps, rich.user.id, { delta: 900, reason: "Referred a friend" });
    const { jar } = await signInByPhone(ctx);
    const res = await get(jar, `/api/gamification/lifebits/v1/account?userId=${rich.user.id}`);
    expect(res.json().body.total).toBe(0);
  });

  it("needs a session (4011)", async () => {
    const res = await call(ctx, { method: "GET", url: "/api/gamification/lifebits/v1/account" });
    expect(res.json().error.code).toBe(4011);
  });
});

describe("quiz response", () => {
  const answers = JSON.stringify({
    goal: "DIABETES_REVERSAL",
    age: 46,
    fastingGlucose: 118,
    activity: "light",
  });

  it("saves JSON text and reads it back; a new save replaces it", async () => {
    const { jar } = await signInByPhone(ctx);
    expect((await get(jar, "/api/user/quiz/response")).json().body).toEqual({ quizResponse: null });
    const saved = await saveQuiz(jar, { quizResponse: answers });
    expect(saved.statusCode).toBe(200);
    expect((await get(jar, "/api/user/quiz/response")).json().body.quizResponse).toBe(answers);
    await saveQuiz(jar, { quizResponse: "[1,2,3]" });
    expect((await get(jar, "/api/user/quiz/response")).json().body.quizResponse).toBe("[1,2,3]");
  });

  it("rejects text that is not JSON with 4000 and keeps the saved answers", async () => {
    const { jar, user } = await signInByPhone(ctx);
    await saveQuiz(jar, { quizResponse: answers });
    for (const quizResponse of ["{goal: WEIGHT_LOSS}", "", 42]) {
      const res = await saveQuiz(jar, { quizResponse });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty("quizResponse");
    }
    const [row] = await ctx.deps.db.select().from(quizResponses).where(eq(quizResponses.userId, user.id));
    expect(row!.response).toBe(answers);
  });

  it("reads and writes only the caller's answers, whatever ids are sent", async () => {
    const owner = await signInByPhone(ctx);
    await saveQuiz(owner.jar, { quizResponse: answers });
    const { jar, user } = await signInByPhone(ctx);
    expect(
      (await get(jar, `/api/user/quiz/response?userId=${owner.user.id}`)).json().body.quizResponse,
    ).toBeNull();
    await saveQuiz(jar, { quizResponse: "{}", userId: owner.user.id });
    const rows = await ctx.deps.db
      .select()
      .from(quizResponses)
      .where(eq(quizResponses.userId, owner.user.id));
    expect(rows[0]!.response).toBe(answers);
    const mine = await ctx.deps.db.select().from(quizResponses).where(eq(quizResponses.userId, user.id));
    expect(mine[0]!.response).toBe("{}");
  });

  it("works for a guest and needs at least that (4011)", async () => {
    const guest = new CookieJar();
    await browse(ctx, guest, { method: "POST", url: "/api/auth/guest", payload: {} });
    expect((await saveQuiz(guest, { quizResponse: answers })).statusCode).toBe(200);
    const anonymous = await call(ctx, {
      method: "POST",
      url: "/api/user/quiz/save",
      payload: { quizResponse: "{}" },
    });
    expect(anonymous.json().error.code).toBe(4011);
  });
});
