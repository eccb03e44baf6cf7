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
