import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/Button.tsx";
import { showSnackbar } from "../../components/ui/snackbar.ts";
import { authApi, useApi } from "../../lib/auth/auth-api.ts";
import { useMarketPath } from "../../lib/market.ts";
import { loggedOut } from "../../lib/state/user-slice.ts";
import { useAppDispatch } from "../../lib/store.ts";

/** Signs out here (the session is revoked on the server) and goes home. */
export function SignOutButton() {
  const api = useApi();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const href = useMarketPath();
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      await authApi.logout(api);
    } catch {
      // The cookies are cleared either way once the session is gone on the server.
    }
    dispatch(loggedOut());
    showSnackbar("You have signed out.");
    navigate(href("/"));
  };

  return (
    <Button variant="secondary" onClick={signOut} pending={pending} pendingLabel="Signing out…">
      Sign out
    </Button>
  );
}
