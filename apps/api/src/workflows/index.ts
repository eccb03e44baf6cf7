import type { Flows } from "../deps.ts";
import { guestMerge } from "./guest-merge.ts";
import { orderUndone } from "./order-grants.ts";
import { paymentSettled } from "./payment-settled.ts";
import { refundSettled } from "./refund-settled.ts";

/** The flows payments and identity are given (deps.flows): server.ts and the test harness wire these. */
export const flows: Flows = { paymentSettled, refundSettled, guestMerge, orderUndone };
