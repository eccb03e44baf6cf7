// A refund settling: the gateway answered a refund (initiated, processed or failed). Payments calls this
// inside the short transaction that records the answer (decision 0014), with the order's payment
// attempts locked, so the order's refund axis follows in it or not at all.
import type { Db } from "../db/client.ts";
import type { Deps } from "../deps.ts";
import { followGatewayRefund } from "../modules/orders/service.ts";
import type { RefundEvent } from "../modules/payments/service.ts";

export async function refundSettled(deps: Deps, tx: Db, event: RefundEvent): Promise<void> {
  // 1. orders: the order's refund axis follows the gateway's answer (the order's own refund only; the
  // refund of a payment made twice does not move the order).
  await followGatewayRefund(deps, tx, event);
}
