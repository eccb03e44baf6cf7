import type { OrderCreated } from "@ojas/domain";
import { useState } from "react";
import { showSnackbar } from "../../components/ui/snackbar.ts";
import { randomId } from "../../lib/analytics.ts";
import { useApi } from "../../lib/auth/auth-api.ts";
import { failureText } from "../../lib/auth/login-form.ts";
import { marketPath, useMarket } from "../../lib/market.ts";

/** A new payment for an order whose payment failed or was left: it answers like an order create. */
export const RETRY_PAYMENT_PATH = "/api/oms/v1/order/retry-payment";

/** Opens a new payment for an order and sends the shopper to its payment page. */
export function useRetryPayment() {
  const api = useApi();
  const market = useMarket();
  const [pending, setPending] = useState(false);
  const run = async (order: { orderId: string }) => {
    setPending(true);
    try {
      const answer = await api.post<OrderCreated>(
        RETRY_PAYMENT_PATH,
        {
          orderId: order.orderId,
          returnUrl: `${marketPath(market, "/order/confirmation")}?orderId=${encodeURIComponent(order.orderId)}`,
        },
        { idempotencyKey: randomId(24) },
      );
      const checkoutUrl = answer.payment?.checkoutUrl;
      if (checkoutUrl) {
        window.location.assign(checkoutUrl);
        return;
      }
      window.location.reload();
    } catch (error) {
      showSnackbar(failureText(error), "error");
      setPending(false);
    }
  };
  return { run, pending };
}
