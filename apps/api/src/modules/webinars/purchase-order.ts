// POST /api/oms/v1/createRingWebinarOrder (and /v2/): a paid webinar's seat as a RING_WEBINAR_PURCHASE
// order, placed like every order (workflows/place-order.ts): exactly once per Idempotency-Key, paid on the
// market's gateway; the seat follows the payment (workflows/webinar-grants.ts).
import type { Market, RingWebinarOrderBody } from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { placeOrder } from "../../workflows/place-order.ts";
import { type CreateAnswer, requestHash } from "../orders/service.ts";
import { draftSeatOrder } from "./purchase.ts";

export function createRingWebinarOrder(
  deps: Deps,
  market: Market,
  caller: { userId: string },
  body: RingWebinarOrderBody,
  idempotencyKey: string,
): Promise<CreateAnswer> {
  const ref = {
    scope: `${caller.userId} POST /api/oms/createRingWebinarOrder`,
    key: idempotencyKey,
    hash: requestHash({ market, body }),
  };
  return placeOrder(deps, ref, () => draftSeatOrder(deps, market, caller.userId, body));
}
