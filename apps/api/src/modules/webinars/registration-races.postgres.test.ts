// Registrations racing on PostgreSQL: however many arrive at once with one phone for one webinar, the
// unique index on (webinar_id, phone_number) lets one in; the others answer 4008 and queue no notices.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { uniqueIndianMobile } from "../../test/sign-in.ts";
import { WEBINAR_NOTICE } from "../../workflows/webinar-jobs.ts";
import { insertRegistration } from "./repository.ts";
import { webinarRegistrations } from "./tables.ts";
import { insertWebinar } from "./webinar-testing.ts";

let ctx: TestContext;
const DAY = 86_400_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const register = (webinarId: string, phoneNumber: string) =>
  call(ctx, {
    method: "POST",
    url: "/api/subscription/v1/webinar-registration",
    market: "IN",
    payload: { webinarId, name: "Asha Rao", phoneNumber },
  });

const upcoming = () =>
  insertWebinar(ctx.deps.db, { startTime: Date.now() + 2 * DAY, endTime: Date.now() + 2 * DAY + 3_600_000 });

describe.skipIf(!inject("pgTemplate"))("webinar registrations racing on PostgreSQL", () => {
  beforeAll(async () => {
    ctx = await testContext();
  });

  it("one phone registering five times at once gets one registration", async () => {
    const webinarId = await upcoming();
    const phone = uniqueIndianMobile();
    const answers = await Promise.all(Array.from({ length: 5 }, () => register(webinarId, phone)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().error.code).toBe(4008);

    const rows = await ctx.deps.db
      .select()
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.webinarId, webinarId));
    expect(rows).toHaveLength(1);
    const jobs = await ctx.deps.jobs!.findJobs<{ registrationId: string; kind: string }>(WEBINAR_NOTICE, {
      data: { registrationId: rows[0]!.registrationId },
    });
    expect(jobs.map((job) => job.data.kind).sort()).toEqual(["CONFIRMATION", "REMINDER"]);
  });

  it("a registration waiting on an uncommitted one with the same phone answers 4008 once that commits", async () => {
    const webinarId = await upcoming();
    const phone = uniqueIndianMobile();
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const holder = ctx.deps.db.transaction(async (transaction) => {
      await insertRegistration(transaction as unknown as Db, {
        registrationId: `WR-held-${phone}`,
        webinarId,
        name: "Asha Rao",
        phoneNumber: `+91${phone}`,
        createdAt: new Date(),
      });
      inserted();
      // Held open while the request reaches its insert and waits on the index.
      await pause(500);
    });
    await insertedYet;
    const [res] = await Promise.all([register(webinarId, phone), holder]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe(4008);
  });
});
