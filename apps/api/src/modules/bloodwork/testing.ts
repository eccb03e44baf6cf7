// Test helpers of the blood-work module: a shopper with a saved address, slots of their own, the API.
import { randomInt, randomUUID } from "node:crypto";
import type { TestContext } from "../../test/harness.ts";
import { browse, type CookieJar, signInByPhone } from "../../test/sign-in.ts";
import * as repo from "./repository.ts";

export const BENGALURU_HOME = {
  name: "Asha Rao",
  phoneNumber: "9876543210",
  line1: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560001",
};

/** A signed-in Indian shopper with a saved Bengaluru address. */
export async function bookingShopper(ctx: TestContext) {
  const { jar, user } = await signInByPhone(ctx);
  const saved = await browse(ctx, jar, {
    method: "POST",
    url: "/api/user/v1/address",
    payload: BENGALURU_HOME,
  });
  if (saved.statusCode !== 201) throw new Error(`address: ${saved.body}`);
  return { jar, userId: user.id, addressTimestamp: saved.json().body.address.timestamp as number };
}

/**
 * A Bengaluru slot of the test's own (so tests never share counts), starting `hoursAhead` from the app's
 * now at an odd minute that the generated calendar (on the hour) never uses.
 */
export async function ownSlot(ctx: TestContext, capacity: number, hoursAhead = 30) {
  const start = ctx.deps.now() + hoursAhead * 3_600_000 + randomInt(1, 59) * 60_000 + randomInt(1, 59_000);
  const slotId = `bws-test-${randomUUID().slice(0, 12)}`;
  await repo.insertSlots(ctx.deps.db, [
    {
      slotId,
      market: "IN",
      city: "Bengaluru",
      localDate: new Date(start + 5.5 * 3_600_000).toISOString().slice(0, 10),
      startsAt: new Date(start),
      endsAt: new Date(start + 3_600_000),
      capacity,
    },
  ]);
  return slotId;
}

export async function slotCounts(ctx: TestContext, slotId: string) {
  const slot = await repo.findSlot(ctx.deps.db, slotId);
  return { held: slot!.held, booked: slot!.booked, capacity: slot!.capacity };
}

export function bloodWorkApi(ctx: TestContext, jar: CookieJar) {
  return {
    hold: (slotId: string) =>
      browse(ctx, jar, { method: "POST", url: `/api/blood-work/v1/slots/${slotId}/hold` }),
    create: (payload: object, key: string = randomUUID()) =>
      browse(ctx, jar, {
        method: "POST",
        url: "/api/oms/v1/createBloodWorkOrder",
        payload,
        headers: { "idempotency-key": key },
      }),
    booking: (id: string) => browse(ctx, jar, { method: "GET", url: `/api/blood-work/v1/bookings/${id}` }),
    list: () => browse(ctx, jar, { method: "GET", url: "/api/blood-work/v1/bookings" }),
    reschedule: (id: string, slotId: string) =>
      browse(ctx, jar, {
        method: "POST",
        url: `/api/blood-work/v1/bookings/${id}/reschedule`,
        payload: { slotId },
      }),
    cancel: (id: string, reason = "Travelling") =>
      browse(ctx, jar, {
        method: "POST",
        url: `/api/blood-work/v1/bookings/${id}/cancel`,
        payload: { reason },
      }),
  };
}

/** A createBloodWorkOrder body for someone else, in Bengaluru. */
export function bookingBody(addressTimestamp: number, slotId: string, extra: object = {}) {
  return {
    packageId: "BW-ESSENTIAL",
    bookingFor: "OTHER",
    userInfo: { name: "Meera Rao", age: 58, gender: "FEMALE", phoneNumber: "9812345678" },
    addressTimestamp,
    slotId,
    paymentType: "PREPAID",
    ...extra,
  };
}
