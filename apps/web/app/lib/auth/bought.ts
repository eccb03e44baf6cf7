import { useEffect } from "react";
import { boughtFailed, boughtLoaded, boughtRequested } from "../state/user-slice.ts";
import { useAppDispatch, useAppSelector } from "../store.ts";
import { accountApi, useApi } from "./auth-api.ts";

/**
 * When the signed-in shopper last ordered this product (epoch ms), or undefined: never bought, or not known
 * (yet). A shared page's start answers it with the personal call (AuthLayer); a shopper whose page started
 * signed in, or who signed in since, has the same call made once, by the first page that asks.
 */
export function useLastOrderedAt(productId: string): number | undefined {
  const dispatch = useAppDispatch();
  const api = useApi();
  const signedIn = useAppSelector((state) => state.user.isLoggedIn && !state.user.isRenewing);
  const status = useAppSelector((state) => state.user.bought.status);
  useEffect(() => {
    if (!signedIn || status !== "unknown") return;
    dispatch(boughtRequested());
    accountApi
      .personal(api)
      .then(({ bought }) => dispatch(boughtLoaded(bought)))
      .catch(() => dispatch(boughtFailed()));
  }, [signedIn, status, api, dispatch]);
  return useAppSelector((state) => state.user.bought.lastOrderedAt[productId]);
}
