// The seats paid webinar orders hold (docs/product.md, "Webinars"): a registration per paid order line,
// named after the line, granted and given up by workflows/webinar-grants.ts through service.ts.
import { eq, like } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { findRegistration, insertRegistration } from "./repository.ts";
import { webinarRegistrations } from "./tables.ts";

/** The order source (and purchase flow) of a webinar seat: RING_WEBINAR_PURCHASE. */
export const RING_WEBINAR_SOURCE = "RING_WEBINAR";

/** The registration a paid order's line holds: one per line, named by it, so granting it twice is one seat. */
export const seatRegistrationId = (entityId: string) => `WR-${entityId}`;

export interface SeatToGrant {
  entityId: string;
  webinarId: string;
  name: string;
  phoneNumber: string;
  email: string | null;
  userId: string;
  at: number;
}

/**
 * Gives a paid line its seat, in the caller's transaction: "granted" (new), "held" (this line's seat
 * already exists: a webhook twice) or "taken" (the phone holds another seat in the webinar: the unique
 * index decides, whatever the timing).
 */
export async function grantSeat(tx: Db, seat: SeatToGrant): Promise<"granted" | "held" | "taken"> {
  const registrationId = seatRegistrationId(seat.entityId);
  if (await findRegistration(tx, registrationId)) return "held";
  const row = await insertRegistration(tx, {
    registrationId,
    webinarId: seat.webinarId,
    name: seat.name,
    phoneNumber: seat.phoneNumber,
    email: seat.email,
    userId: seat.userId,
    createdAt: new Date(seat.at),
  });
  return row ? "granted" : "taken";
}

/** The seats an order's lines hold (one line, `entityId`, or all of them) given up; answers how many. */
export async function releaseSeats(tx: Db, orderId: string, entityId?: string): Promise<number> {
  const which = entityId
    ? eq(webinarRegistrations.registrationId, seatRegistrationId(entityId))
    : like(webinarRegistrations.registrationId, `${seatRegistrationId(orderId)}-%`);
  const gone = await tx
    .delete(webinarRegistrations)
    .where(which)
    .returning({ registrationId: webinarRegistrations.registrationId });
  return gone.length;
}
