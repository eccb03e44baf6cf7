import type { UserDto } from "@ojas/domain";
import { useEffect, useRef, useState } from "react";
import { useStore } from "react-redux";
import { useLocation, useNavigate } from "react-router";
import { showSnackbar } from "../../components/ui/snackbar.ts";
import { browserSession } from "../../lib/api.ts";
import { accountApi, useApi } from "../../lib/auth/auth-api.ts";
import {
  clearLoginPopupCallbacks,
  loginPopupCallbacks,
  setLoginPopupPreloader,
} from "../../lib/auth/login-popup.ts";
import { loginPopupRequest, safeRedirectPath, withoutLoginParams } from "../../lib/auth/redirect.ts";
import { mayHaveSession } from "../../lib/auth/session.ts";
import { useRootData } from "../../lib/root-data.ts";
import { setCartQuantity } from "../../lib/state/cart-slice.ts";
import {
  addressesLoaded,
  boughtFailed,
  boughtLoaded,
  boughtRequested,
  lifeBitsLoaded,
  loginPopupClosed,
  loginPopupOpened,
  proStatusLoaded,
  sessionRenewalEnded,
  subscriptionsLoaded,
  userLoaded,
} from "../../lib/state/user-slice.ts";
import { type AppStore, useAppDispatch, useAppSelector } from "../../lib/store.ts";
import { LoginPopupLoading } from "./LoginPopupLoading.tsx";
import { loadLoginPopup } from "./load-login-popup.ts";
import { handleSessionExpired } from "./session-expiry.ts";

const ignore = () => undefined;

type LoginPopupModule = Awaited<ReturnType<typeof loadLoginPopup>>;
let loaded: LoginPopupModule | null = null;

setLoginPopupPreloader(() => {
  loadLoginPopup().catch(ignore);
});

/**
 * The popup, its steps and the SSO code: fetched when the popup first opens (docs/decisions/0041). A fetch
 * that fails (offline) closes the popup with a message; the next "Sign in" tries again.
 */
function useLoginPopupCode(show: boolean, failed: () => void): LoginPopupModule | null {
  const [code, setCode] = useState(loaded);
  const onFailure = useRef(failed);
  onFailure.current = failed;
  useEffect(() => {
    if (!show || code) return;
    let live = true;
    loadLoginPopup().then(
      (module) => {
        loaded = module;
        if (live) setCode(module);
      },
      () => {
        if (!live) return;
        showSnackbar("Sign-in could not load. Check your connection and try again.", "error");
        onFailure.current();
      },
    );
    return () => {
      live = false;
    };
  }, [show, code]);
  return code;
}

/** App start (docs/product.md): who the shopper is, and their account data once signed in. */
function useAppStart() {
  const dispatch = useAppDispatch();
  const api = useApi();
  const { session } = useRootData();
  const { isLoggedIn, isGuestUser, userId } = useAppSelector((state) => state.user);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A shared page (docs/decisions/0042), or an access token that lapsed: ask who this is in one call;
    // a 401 renews the session and asks again. A browser without the session hint holds no session
    // (docs/decisions/0048): nobody to ask about.
    if (session?.state === "deferred" && !mayHaveSession(document.cookie)) {
      // A task of its own: the header's change is not added to hydration's long task (docs/decisions/0040).
      setTimeout(() => dispatch(sessionRenewalEnded()), 0);
    } else if (session?.state === "renew" || session?.state === "deferred") {
      dispatch(boughtRequested());
      accountApi
        .personal(api)
        .then(({ userDto, cartCount, bought }) => {
          // Before the user: the product page's "You bought this" then needs no call of its own.
          dispatch(boughtLoaded(bought));
          if (!userDto) return dispatch(sessionRenewalEnded());
          dispatch(userLoaded(userDto));
          dispatch(proStatusLoaded(userDto.isProUser));
          // A guest's cart count comes from the cart kept in the browser (CartSync).
          if (!userDto.isGuestUser) dispatch(setCartQuantity(cartCount));
        })
        .catch(() => {
          dispatch(boughtFailed());
          dispatch(sessionRenewalEnded());
        });
    }
  }, [session, api, dispatch]);

  // Addresses, life bits and subscriptions, for signed-in shoppers who are not guests.
  useEffect(() => {
    if (!isLoggedIn || isGuestUser || !userId) return;
    accountApi
      .addresses(api)
      .then((list) => dispatch(addressesLoaded(list)))
      .catch(ignore);
    accountApi
      .lifeBits(api)
      .then((account) => dispatch(lifeBitsLoaded(account)))
      .catch(ignore);
    accountApi
      .subscriptions(api)
      .then(({ subscriptions }) => dispatch(subscriptionsLoaded(subscriptions)))
      .catch(ignore);
  }, [isLoggedIn, isGuestUser, userId, api, dispatch]);
}

/** What the page does after a refresh: follow a renewed user, or handle a session that is gone. */
function useSessionHandlers() {
  const store = useStore() as AppStore;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    browserSession.setHandlers({
      onRefreshed: (user) => dispatch(userLoaded(user)),
      onExpired: () => handleSessionExpired({ store, navigate: (to) => navigate(to) }),
    });
  }, [store, dispatch, navigate]);
}

/**
 * The shopper's session in the page: app start, session renewal and expiry, and the login popup, which
 * opens for ?showLoginPopup=true, for any "Sign in" action and for loginPopupData.
 */
export function AuthLayer() {
  useSessionHandlers();
  useAppStart();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { isLoggedIn, isGuestUser, loginPopupData } = useAppSelector((state) => state.user);
  const fromUrl = loginPopupRequest(search);
  const here = withoutLoginParams(pathname, search);
  const signedIn = isLoggedIn && !isGuestUser;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the URL's ask only
  useEffect(() => {
    if (!fromUrl) return;
    if (signedIn) {
      navigate(fromUrl.redirectUrl ?? here, { replace: true });
    } else if (!loginPopupData.show) {
      dispatch(loginPopupOpened({ redirectUrl: fromUrl.redirectUrl, showSSOOptions: true }));
    }
  }, [search]);

  const leaveUrlAsk = () => {
    if (fromUrl) navigate(here, { replace: true, preventScrollReset: true });
  };

  const close = () => {
    const { onClose } = loginPopupCallbacks();
    clearLoginPopupCallbacks();
    dispatch(loginPopupClosed());
    leaveUrlAsk();
    onClose?.();
  };

  const onSignedIn = (user: UserDto, isNewUser: boolean) => {
    const { onSuccess } = loginPopupCallbacks();
    const target = safeRedirectPath(loginPopupData.redirectUrl);
    clearLoginPopupCallbacks();
    dispatch(userLoaded(user));
    dispatch(loginPopupClosed());
    showSnackbar(
      isNewUser
        ? "Welcome to Ojas. You are signed in."
        : `Welcome back${user.firstName ? `, ${user.firstName}` : ""}.`,
    );
    onSuccess?.(user);
    if (target) navigate(target);
    else leaveUrlAsk();
  };

  const code = useLoginPopupCode(loginPopupData.show, close);

  if (!loginPopupData.show) return null;
  if (!code) return <LoginPopupLoading onClose={close} />;
  return (
    <code.LoginPopup
      open
      showSSOOptions={loginPopupData.showSSOOptions}
      returnTo={safeRedirectPath(loginPopupData.redirectUrl) ?? here}
      onSignedIn={onSignedIn}
      onFailed={(error) => loginPopupCallbacks().onError?.(error)}
      onClose={close}
    />
  );
}
