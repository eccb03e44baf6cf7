import type { Market, PaymentGatewayName } from "@ojas/domain";
import type { MetaArgs } from "react-router";
import { useRouteLoaderData } from "react-router";
import type { SessionSnapshot } from "./auth/session.ts";
import type { SsoProvider } from "./auth/sso-providers.ts";
import type { DeviceInfo, Theme } from "./webview.ts";

/** What the root loader hands every page (app/root.tsx). */
export interface RootData {
  siteOrigin: string;
  /** Detected on the server from the user agent and webview flags, so the first paint is already right. */
  device?: DeviceInfo;
  theme?: Theme;
  /** Who is asking, from the session cookies (lib/auth/session.server.ts). */
  session?: SessionSnapshot;
  /** The Google and Apple sign-ins the API is configured for; none when absent. */
  ssoProviders?: readonly SsoProvider[];
  /** The payment gateway of each market (a plan is bought through it); the sandbox where none is set. */
  paymentGateways?: Partial<Record<Market, PaymentGatewayName>>;
}

/** The root loader's data inside a meta function; an empty origin if the root itself failed. */
export function rootDataFrom(matches: MetaArgs["matches"]): RootData {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return root ?? { siteOrigin: "" };
}

export function useRootData(): RootData {
  return (useRouteLoaderData("root") as RootData | undefined) ?? { siteOrigin: "" };
}

/** The gateway a market's payments go through: {provider} of the subscription calls. */
export function gatewayOf(root: Pick<RootData, "paymentGateways">, market: Market): PaymentGatewayName {
  return root.paymentGateways?.[market] ?? "sandbox";
}
