import { shortCache } from "@ojas/cache";
import type { SsoLoginBody, SsoSourceName } from "@ojas/domain";
import * as oidc from "openid-client";
import type { SsoProviderConfig } from "../../config.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../http/app-error.ts";
import * as repo from "./repository.ts";

export const SSO_STATE_TTL_MS = 10 * 60_000;

const LABEL: Record<SsoSourceName, string> = { GOOGLE: "Google", APPLE: "Apple" };

/** Who the provider says signed in. */
export interface SsoProfile {
  provider: SsoSourceName;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

function providerSettings(deps: Deps, source: SsoSourceName): SsoProviderConfig {
  const settings = deps.config.sso[source];
  if (!settings) throw new AppError(4000, `Sign-in with ${LABEL[source]} is not available`);
  return settings;
}

/** Discoveries that failed are not kept: the next sign-in tries again. */
const discovered = shortCache<oidc.Configuration>({ max: 20, ttl: Number.POSITIVE_INFINITY });

/** The provider's metadata and keys, discovered once per issuer and client. */
function providerConfiguration(settings: SsoProviderConfig): Promise<oidc.Configuration> {
  return discovered.fetch(`${settings.issuer}|${settings.clientId}`, () => {
    const issuer = new URL(settings.issuer);
    // Plain HTTP only for a provider on this machine (the tests' loopback provider).
    const loopback =
      issuer.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(issuer.hostname);
    return oidc.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret,
      undefined,
      loopback ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
  });
}

function checkRedirectUri(deps: Deps, redirectUri: string) {
  if (new URL(redirectUri).origin !== new URL(deps.config.siteOrigin).origin) {
    throw new AppError(4000, undefined, { redirectUri: "must be a page of this site" });
  }
}

/**
 * Starts a sign-in: keeps the PKCE verifier, nonce and redirect on the server under a fresh state
 * (10 minutes, single use) and answers the provider's authorization URL.
 */
export async function startSso(deps: Deps, source: SsoSourceName, redirectUri: string) {
  const settings = providerSettings(deps, source);
  checkRedirectUri(deps, redirectUri);
  const config = await providerConfiguration(settings);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await repo.insertSsoState(deps.db, {
    state,
    provider: source,
    redirectUri,
    nonce,
    codeVerifier,
    expiresAt: new Date(deps.now() + SSO_STATE_TTL_MS),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    // Apple posts the result back when name or email is asked for.
    ...(source === "APPLE"
      ? { scope: "openid email name", response_mode: "form_post" }
      : { scope: "openid email profile" }),
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
  return { authorizationUrl: url.href };
}

const text = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * Exchanges the code (with the PKCE verifier), verifies the id_token against the provider's keys,
 * issuer, audience and nonce, and reads the profile, from userinfo when the id_token has no email.
 */
export async function completeSso(deps: Deps, body: SsoLoginBody & { iss?: string }): Promise<SsoProfile> {
  const settings = providerSettings(deps, body.source);
  const pending = await repo.takeSsoState(deps.db, body.state, new Date(deps.now()));
  if (!pending || pending.provider !== body.source || pending.redirectUri !== body.redirectUri) {
    throw new AppError(4011, "This sign-in has expired. Please try again.");
  }
  const config = await providerConfiguration(settings);
  const callback = new URL(body.redirectUri);
  callback.searchParams.set("code", body.code);
  callback.searchParams.set("state", body.state);
  const metadata = config.serverMetadata();
  if (body.iss || metadata.authorization_response_iss_parameter_supported) {
    callback.searchParams.set("iss", body.iss ?? metadata.issuer);
  }
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error("no id_token");
    let profile: Record<string, unknown> = { ...claims };
    if (!claims.email && tokens.access_token && metadata.userinfo_endpoint) {
      profile = { ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
    }
    const fullName = text(profile.name).trim();
    const [first = "", ...rest] = fullName.split(/\s+/);
    const email = text(profile.email).trim().toLowerCase();
    return {
      provider: body.source,
      subject: claims.sub,
      email: email || null,
      // Apple sends "true" as a string.
      emailVerified: profile.email_verified === true || profile.email_verified === "true",
      firstName: text(profile.given_name) || first,
      lastName: text(profile.family_name) || rest.join(" "),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(4011, `Sign-in with ${LABEL[body.source]} did not complete. Please try again.`);
  }
}
