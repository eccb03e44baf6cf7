import type { SsoSourceName } from "@ojas/domain";
import type { Api } from "../../lib/api.ts";
import { authApi } from "../../lib/auth/auth-api.ts";
import { safeRedirectPath } from "../../lib/auth/redirect.ts";
import type { SsoProvider } from "../../lib/auth/sso-providers.ts";

export type { SsoProvider };

export const SSO_SOURCE: Record<SsoProvider, SsoSourceName> = { google: "GOOGLE", apple: "APPLE" };

/** Where to come back to after the provider: kept in this tab while the shopper is away. */
const RETURN_KEY = "ojas_sso_return";

export function isSsoProvider(value: string | undefined): value is SsoProvider {
  return value === "google" || value === "apple";
}

/** The callback page of this site that the provider sends the shopper back to (same at start and finish). */
export function ssoRedirectUri(origin: string, provider: SsoProvider): string {
  return `${origin}/auth/callback/${provider}`;
}

/** Asks the API for the provider's sign-in page (PKCE, state and nonce stay on the server) and goes there. */
export async function startSsoSignIn(api: Api, provider: SsoProvider, returnTo: string): Promise<void> {
  const { authorizationUrl } = await authApi.startSso(
    api,
    provider,
    ssoRedirectUri(window.location.origin, provider),
  );
  try {
    window.sessionStorage.setItem(RETURN_KEY, returnTo);
  } catch {
    // Storage blocked: the shopper comes back to the home page.
  }
  window.location.assign(authorizationUrl);
}

/** The page to return to after an SSO sign-in (once), or null. */
export function takeSsoReturn(): string | null {
  try {
    const value = window.sessionStorage.getItem(RETURN_KEY);
    window.sessionStorage.removeItem(RETURN_KEY);
    return safeRedirectPath(value);
  } catch {
    return null;
  }
}
