import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Workout, WorkoutResult } from "@ojas/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_WORKOUTS } from "../../db/seed/workouts.ts";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, CookieJar, signInByPhone } from "../../test/sign-in.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../web/public");

async function workout(id: string): Promise<Workout> {
  const res = await call(ctx, { method: "GET", url: `/api/fitness/v1/workouts/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.workout;
}

/** A whole session of the workout as the player would send it, ending now. */
function session(w: Workout, clientResultId?: string) {
  const now = ctx.deps.now();
  const exercisesDone = w.exercises.map((e) =>
    e.seconds
      ? { exerciseId: e.exerciseId, seconds: e.seconds }
      : { exerciseId: e.exerciseId, seconds: 20, reps: e.reps! },
  );
  return { clientResultId, startedAt: now - 10 * 60_000, finishedAt: now, exercisesDone };
}

async function post(
  jar: CookieJar,
  workoutId: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return browse(ctx, jar, {
    method: "POST",
    url: `/api/fitness/v1/workouts/${workoutId}/results`,
    payload,
    headers,
  });
}

async function history(jar: CookieJar, query = "") {
  const res = await browse(ctx, jar, { method: "GET", url: `/api/fitness/v1/workout-results${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as { results: WorkoutResult[]; nextToken: string | null };
}

describe("GET /api/fitness/v1/workouts", () => {
  it("lists every seeded workout with its exercises, in category order", async () => {
    const res = await call(ctx, { method: "GET", url: "/api/fitness/v1/workouts" });
    expect(res.statusCode).toBe(200);
    const list: Workout[] = res.json().body.workouts;
    expect(list.map((w) => w.workoutId).sort()).toEqual(DEMO_WORKOUTS.map((w) => w.workoutId).sort());
    expect(new Set(list.map((w) => w.category))).toEqual(
      new Set(["STRENGTH_AND_FUNCTIONAL", "DANCE", "MAT_PILATES", "YOGA"]),
    );
    for (const w of list) {
      expect(w.exercises.length).toBeGreaterThan(0);
      expect(w.minutes).toBeGreaterThan(0);
      for (const e of w.exercises) {
        // Exactly one of seconds and reps.
        expect((e.seconds === null) !== (e.reps === null), e.exerciseId).toBe(true);
        expect(e.image).toMatch(/^\/images\/exercises\/[a-z-]+\.svg$/);
        expect(fs.existsSync(path.join(PUBLIC, e.image)), e.image).toBe(true);
      }
    }
  });

  it("filters by category, in any case or with hyphens, and refuses an unknown one with 4000", async () => {
    for (const category of ["YOGA", "yoga", "mat-pilates"]) {
      const res = await call(ctx, { method: "GET", url: `/api/fitness/v1/workouts?category=${category}` });
      const list: Workout[] = res.json().body.workouts;
      expect(list.length).toBeGreaterThan(1);
      expect(new Set(list.map((w) => w.category)).size).toBe(1);
    }
    const bad = await call(ctx, { method: "GET", url: "/api/fitness/v1/workouts?category=boxing" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe(4000);
  });
});

describe("GET /api/fitness/v1/workouts/{id}", () => {
  it("answers one workout with its exercises in order, 4040 for an unknown one", async () => {
    const w = await workout("wk-quick-start");
    expect(w).toMatchObject({ category: "STRENGTH_AND_FUNCTIONAL", minutes: 1 });
    expect(w.exercises.map((e) => e.name)).toEqual(["Jumping jacks", "Body-weight squats", "Forearm plank"]);
    expect(w.exercises[1]).toMatchObject({ seconds: null, reps: 8 });
    const missing = await call(ctx, { method: "GET", url: "/api/fitness/v1/workouts/wk-nope" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe(4040);
  });
});

describe("POST /api/fitness/v1/workouts/{id}/results", () => {
  it("stores a session and answers its minutes and estimated calories", async () => {
    const { jar } = await signInByPhone(ctx);
    const w = await workout("wk-full-body-foundations");
    const res = await post(jar, w.workoutId, session(w, crypto.randomUUID()));
    expect(res.statusCode, res.body).toBe(201);
    const result: WorkoutResult = res.json().body;
    expect(result).toMatchObject({
      workoutId: w.workoutId,
      title: w.title,
      category: "STRENGTH_AND_FUNCTIONAL",
      minutes: 10,
      exercisesDone: w.exercises.length,
      exercisesTotal: w.exercises.length,
      activeSeconds: 45 + 20 + 20 + 20 + 20 + 40,
    });
    expect(result.resultId).toMatch(/^WR-/);
    expect(result.calories).toBeGreaterThan(0);
    expect((await history(jar)).results.map((r) => r.resultId)).toEqual([result.resultId]);
  });

  it("needs a signed-in shopper: 4011 without a session or as a guest", async () => {
    const w = await workout("wk-quick-start");
    const anonymous = await post(new CookieJar(), w.workoutId, session(w));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe(4011);
    const guest = new CookieJar();
    await browse(ctx, guest, { method: "POST", url: "/api/auth/guest", payload: {} });
    expect(guest.values.size).toBeGreaterThan(0);
    const asGuest = await post(guest, w.workoutId, session(w));
    expect(asGuest.json().error.code).toBe(4011);
    const mine = await call(ctx, { method: "GET", url: "/api/fitness/v1/workout-results" });
    expect(mine.json().error.code).toBe(4011);
  });

  it("answers 4040 for an unknown workout", async () => {
    const { jar } = await signInByPhone(ctx);
    const w = await workout("wk-quick-start");
    const res = await post(jar, "wk-does-not-exist", session(w));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(4040);
  });

  it("refuses impossible sessions with 4000 and the fields at fault, and stores nothing", async () => {
    const { jar } = await signInByPhone(ctx);
    const w = await workout("wk-quick-start");
    const good = session(w);
    const [timed, counted] = [w.exercises[0]!, w.exercises[1]!];
    const cases: Array<[object, string]> = [
      [{ ...good, finishedAt: good.startedAt }, "finishedAt"],
      [{ ...good, finishedAt: good.startedAt - 1000 }, "finishedAt"],
      [{ ...good, startedAt: good.finishedAt - 7 * 3600_000 }, "finishedAt"],
      [
        { ...good, startedAt: good.startedAt + 3600_000, finishedAt: good.finishedAt + 3600_000 },
        "finishedAt",
      ],
      [
        {
          ...good,
          startedAt: good.startedAt - 40 * 86_400_000,
          finishedAt: good.finishedAt - 40 * 86_400_000,
        },
        "startedAt",
      ],
      [
        { ...good, exercisesDone: [{ exerciseId: "wk-hiit-burner-1", seconds: 10 }] },
        "exercisesDone/0/exerciseId",
      ],
      [
        { ...good, exercisesDone: [{ exerciseId: timed.exerciseId, seconds: timed.seconds! + 60 }] },
        "exercisesDone/0/seconds",
      ],
      [
        { ...good, exercisesDone: [{ exerciseId: timed.exerciseId, seconds: 5, reps: 3 }] },
        "exercisesDone/0/reps",
      ],
      [
        { ...good, exercisesDone: [{ exerciseId: counted.exerciseId, seconds: 20, reps: 500 }] },
        "exercisesDone/0/reps",
      ],
      [
        {
          ...good,
          exercisesDone: [
            { exerciseId: timed.exerciseId, seconds: 5 },
            { exerciseId: timed.exerciseId, seconds: 5 },
          ],
        },
        "exercisesDone/1/exerciseId",
      ],
      [
        {
          ...good,
          startedAt: good.finishedAt - 30_000,
          exercisesDone: [{ exerciseId: counted.exerciseId, seconds: 600, reps: 8 }],
        },
        "exercisesDone",
      ],
      [
        { ...good, exercisesDone: [{ exerciseId: counted.exerciseId, seconds: -4 }] },
        "exercisesDone/0/seconds",
      ],
      [{ ...good, startedAt: "yesterday" }, "startedAt"],
    ];
    for (const [payload, field] of cases) {
      const res = await post(jar, w.workoutId, payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      const error = res.json().error;
      expect(error.code).toBe(4000);
      expect(error.fields, JSON.stringify(error)).toHaveProperty([field]);
    }
    expect((await history(jar)).results).toEqual([]);
  });

  it("stores a double submit once: same client id or Idempotency-Key, same answer; another body is 4090", async () => {
    const { jar } = await signInByPhone(ctx);
    const w = await workout("wk-yoga-morning");
    const body = session(w, crypto.randomUUID());
    const [first, second] = await Promise.all([post(jar, w.workoutId, body), post(jar, w.workoutId, body)]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().body).toEqual(first.json().body);
    const again = await post(jar, w.workoutId, body);
    expect(again.json().body.resultId).toBe(first.json().body.resultId);

    const changed = await post(jar, w.workoutId, { ...body, exercisesDone: body.exercisesDone.slice(1) });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe(4090);

    const key = { "idempotency-key": `fitbot-${crypto.randomUUID()}` };
    const byHeader = await post(jar, w.workoutId, session(w), key);
    const byHeaderAgain = await post(
      jar,
      w.workoutId,
      {
        ...session(w),
        startedAt: byHeader.json().body.startedAt,
        finishedAt: byHeader.json().body.finishedAt,
      },
      key,
    );
    expect(byHeaderAgain.json().body.resultId).toBe(byHeader.json().body.resultId);

    // Another shopper's key space is their own.
    const other = await signInByPhone(ctx);
    const theirs = await post(other.jar, w.workoutId, body);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().body.resultId).not.toBe(first.json().body.resultId);

    expect((await history(jar)).results.length).toBe(2);
  });
});

describe("GET /api/fitness/v1/workout-results", () => {
  it("pages the shopper's own results newest first, without gaps or repeats", async () => {
    const { jar } = await signInByPhone(ctx);
    const w = await workout("wk-quick-start");
    const now = ctx.deps.now();
    const sent: string[] = [];
    for (let i = 0; i < 5; i++) {
      // Two share a finish time: the result id breaks the tie.
      const finishedAt = now - (i === 2 ? 1 : i) * 3600_000;
      const res = await post(jar, w.workoutId, {
        clientResultId: crypto.randomUUID(),
        startedAt: finishedAt - 60_000,
        finishedAt,
        exercisesDone: [{ exerciseId: w.exercises[0]!.exerciseId, seconds: 10 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      sent.push(res.json().body.resultId);
    }
    const seen: WorkoutResult[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const page = await history(jar, `?limit=2${token ? `&nextToken=${token}` : ""}`);
      expect(page.results.length).toBeLessThanOrEqual(2);
      seen.push(...page.results);
      token = page.nextToken;
      pages++;
    } while (token && pages < 10);
    expect(pages).toBe(3);
    expect(seen.map((r) => r.resultId).sort()).toEqual([...sent].sort());
    const times = seen.map((r) => r.finishedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen[0]).toMatchObject({ title: w.title, exercisesDone: 1, exercisesTotal: 3 });

    // Nobody else sees them.
    const other = await signInByPhone(ctx);
    expect((await history(other.jar)).results).toEqual([]);
  });

  it("refuses a forged token and a bad limit with 4000", async () => {
    const { jar } = await signInByPhone(ctx);
    for (const query of ["?nextToken=forged", "?limit=0", "?limit=500"]) {
      const res = await browse(ctx, jar, { method: "GET", url: `/api/fitness/v1/workout-results${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe(4000);
    }
  });
});
