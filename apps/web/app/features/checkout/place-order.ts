import type { OrderCreated } from "@ojas/domain";
import { useCallback, useRef } from "react";
import { randomId } from "../../lib/analytics.ts";
import { ApiError } from "../../lib/api.ts";
import {
  attemptFor,
  type CheckoutAttempt,
  endAttempt,
  outcomeUnknown,
  readAttempt,
  saveAttempt,
} from "./attempt.ts";

/** The server refused because the total changed since the shopper last saw it. */
export interface PriceChange {
  payableAmount: number;
  message: string;
}

export type PlaceOutcome =
  | { kind: "created"; order: OrderCreated }
  | { kind: "price-changed"; change: PriceChange }
  | { kind: "failed"; error: unknown };

/**
 * A price-changed refusal: 4000 naming expectedPayableAmount, with the new amount (minor units) in
 * fields.payableAmount.
 */
export function priceChangeOf(error: unknown): PriceChange | null {
  if (!(error instanceof ApiError) || error.code !== 4000 || !error.fields?.expectedPayableAmount)
    return null;
  const raw = error.fields.payableAmount ?? "";
  const amount = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(amount)) return null;
  return { payableAmount: amount, message: error.message };
}

/**
 * Places an order for a flow ("cart", or a buy-now product): one Idempotency-Key per attempt (attempt.ts),
 * and one send at a time however often the button is pressed.
 */
export function usePlaceOrder(flow: string) {
  const inFlight = useRef<Promise<PlaceOutcome> | null>(null);
  const attempt = useRef<CheckoutAttempt | null>(null);

  return useCallback(
    (body: unknown, send: (idempotencyKey: string) => Promise<OrderCreated>): Promise<PlaceOutcome> => {
      if (inFlight.current) return inFlight.current;
      const storage = window.sessionStorage;
      const current = attemptFor(attempt.current ?? readAttempt(storage, flow), body, () => randomId(24));
      attempt.current = current;
      saveAttempt(storage, flow, current);
      const run = async (): Promise<PlaceOutcome> => {
        try {
          const order = await send(current.key);
          attempt.current = null;
          endAttempt(storage, flow);
          return { kind: "created", order };
        } catch (error) {
          if (!outcomeUnknown(error instanceof ApiError ? error : null)) {
            attempt.current = null;
            endAttempt(storage, flow);
          }
          const change = priceChangeOf(error);
          return change ? { kind: "price-changed", change } : { kind: "failed", error };
        } finally {
          inFlight.current = null;
        }
      };
      inFlight.current = run();
      return inFlight.current;
    },
    [flow],
  );
}
