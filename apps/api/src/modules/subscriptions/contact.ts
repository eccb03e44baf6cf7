import type { Deps } from "../../deps.ts";
import { getUser } from "../identity/service.ts";

/** The shopper's email and phone, for a gateway that keeps customers (Razorpay saves methods on one). */
export async function identityContact(
  deps: Deps,
  userId: string,
): Promise<{ email?: string; contact?: string }> {
  const user = await getUser(deps, userId);
  return {
    ...(user.email ? { email: user.email } : {}),
    ...(user.phoneNumber ? { contact: user.phoneNumber } : {}),
  };
}
