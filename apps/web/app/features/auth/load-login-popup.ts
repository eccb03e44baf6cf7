type LoginPopupModule = typeof import("./LoginPopup.tsx");

let loading: Promise<LoginPopupModule> | undefined;

/** The login popup's chunk (its steps, SSO), fetched once; a failed fetch (offline) is tried again next time. */
export function loadLoginPopup(): Promise<LoginPopupModule> {
  if (!loading) {
    loading = import("./LoginPopup.tsx");
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
