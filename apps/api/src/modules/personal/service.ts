import { type Market, PERSONAL_BOUGHT_MAX, type PersonalBits } from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { cartUnits } from "../cart/service.ts";
import { getUser } from "../identity/service.ts";
import { boughtProducts } from "../orders/service.ts";
import { isProUser } from "../subscriptions/service.ts";

const NOBODY: PersonalBits = { signedIn: false, userDto: null, cartCount: 0, bought: [] };

/** What a shared page shows for this shopper (docs/decisions/0042); nobody's bits for an anonymous caller. */
export async function personalBits(deps: Deps, userId: string | null, market: Market): Promise<PersonalBits> {
  if (!userId) return NOBODY;
  const [user, pro, cartCount, bought] = await Promise.all([
    getUser(deps, userId),
    isProUser(deps, userId),
    cartUnits(deps, userId, market),
    boughtProducts(deps, userId, PERSONAL_BOUGHT_MAX),
  ]);
  return { signedIn: true, userDto: { ...user, isProUser: pro }, cartCount, bought };
}
