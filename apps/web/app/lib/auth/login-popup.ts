import type { UserDto } from "@ojas/domain";
import { useCallback } from "react";
import { loginPopupOpened } from "../state/user-slice.ts";
import { useAppDispatch } from "../store.ts";

/** loginPopupData's callbacks. Functions cannot live in the serialisable store. */
export interface LoginPopupCallbacks {
  onSuccess?: (user: UserDto) => void;
  onError?: (error: Error) => void;
  onClose?: () => void;
}

export interface LoginPopupOptions extends LoginPopupCallbacks {
  redirectUrl?: string | null;
  showSSOOptions?: boolean;
}

let callbacks: LoginPopupCallbacks = {};

let preloader: () => void = () => undefined;

/** How to fetch the popup's code ahead of use: the auth layer, which owns the popup, sets it. */
export function setLoginPopupPreloader(preload: () => void): void {
  preloader = preload;
}

/** Fetches the popup's code as the shopper heads for "Sign in" (pointer over it, or focus), once. */
export function preloadLoginPopup(): void {
  preloader();
}

export function loginPopupCallbacks(): LoginPopupCallbacks {
  return callbacks;
}

export function clearLoginPopupCallbacks(): void {
  callbacks = {};
}

/** Opens the login popup from anywhere: a "Sign in" button, a checkout that needs an account... */
export function useOpenLoginPopup(): (options?: LoginPopupOptions) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    ({ onSuccess, onError, onClose, redirectUrl, showSSOOptions }: LoginPopupOptions = {}) => {
      callbacks = { onSuccess, onError, onClose };
      dispatch(
        loginPopupOpened({ redirectUrl: redirectUrl ?? null, showSSOOptions: showSSOOptions ?? true }),
      );
    },
    [dispatch],
  );
}
