/// <reference types="vite/client" />
import type { Market, PaymentGatewayName } from "@ojas/domain";
import "react-router";
import type { SsoProvider } from "./lib/auth/sso-providers.ts";

declare module "react-router" {
  /** What the server (apps/web/server/storefront.ts) hands every loader and action. */
  interface AppLoadContext {
    /** Public origin for canonical links and structured data, without a trailing slash. */
    siteOrigin: string;
    /** In-process API fetch on the server; absent elsewhere, where apiBaseUrl or the page origin is used. */
    apiFetch?: typeof fetch;
    apiBaseUrl?: string;
    /** How long loaders may share data that is the same for every shopper (lib/shared-data.ts); 0: never. */
    sharedDataTtlMs?: number;
    /** The Google and Apple sign-ins the API is configured for. */
    ssoProviders?: readonly SsoProvider[];
    /** The payment gateway of each market; the sandbox where none is set. */
    paymentGateways?: Partial<Record<Market, PaymentGatewayName>>;
    /**
     * The page is rendered the same for every shopper (docs/decisions/0042): the root loader leaves the
     * session to the browser.
     */
    sharedForEveryone?: boolean;
  }
}
