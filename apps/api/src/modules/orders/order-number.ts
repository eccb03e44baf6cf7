import { randomBytes } from "node:crypto";
import { orderNumberFrom } from "@ojas/domain";
import { databaseFailure } from "../../db/errors.ts";

/** A fresh random order number (packages/domain order-number.ts), from crypto's random bytes. */
export function newOrderNumber(): string {
  for (;;) {
    const number = orderNumberFrom(randomBytes(16));
    if (number) return number;
  }
}

const ORDER_NUMBER_INDEX = "orders_order_number_idx";
const TRIES = 5;

/** Whether the database refused an order because its number is taken. */
export function isOrderNumberTaken(error: unknown): boolean {
  const failure = databaseFailure(error);
  return failure?.code === "23505" && failure.constraint === ORDER_NUMBER_INDEX;
}

/**
 * Runs `write` (a whole transaction) with a fresh order number, again with another when the number is
 * taken. 30^10 numbers make a clash rare, so a few tries are plenty; another failure is thrown as it is.
 */
export async function withOrderNumber<T>(
  write: (orderNumber: string) => Promise<T>,
  next: () => string = newOrderNumber,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(next());
    } catch (error) {
      if (attempt >= TRIES || !isOrderNumberTaken(error)) throw error;
    }
  }
}
