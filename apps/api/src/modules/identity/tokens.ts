import { createHash, createHmac, randomBytes } from "node:crypto";
import { type ShortCache, shortCache } from "@ojas/cache";
import { jwtVerify, SignJWT } from "jose";
import type { Config } from "../../config.ts";

export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

const ACCESS_AUDIENCE = "ojas-api";
const ID_AUDIENCE = "ojas-web";

/** What the access token says about its bearer; also what request.user holds. */
export interface AccessClaims {
  userId: string;
  sessionId: string;
  name: string;
  isGuestUser: boolean;
  isStaff: boolean;
}

export interface IdClaims {
  userId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  isGuestUser: boolean;
}

const keyCache = new Map<string, Uint8Array>();
function key(config: Config): Uint8Array {
  let k = keyCache.get(config.secrets.jwt);
  if (!k) {
    k = new TextEncoder().encode(config.secrets.jwt);
    keyCache.set(config.secrets.jwt, k);
  }
  return k;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

function signer(
  config: Config,
  nowMs: number,
  audience: string,
  subject: string,
  payload: Record<string, unknown>,
) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(config.siteOrigin)
    .setAudience(audience)
    .setSubject(subject)
    .setIssuedAt(seconds(nowMs))
    .setExpirationTime(seconds(nowMs + ACCESS_TOKEN_TTL_MS))
    .sign(key(config));
}

export function signAccessToken(config: Config, nowMs: number, claims: AccessClaims): Promise<string> {
  return signer(config, nowMs, ACCESS_AUDIENCE, claims.userId, {
    sid: claims.sessionId,
    name: claims.name,
    gst: claims.isGuestUser,
    stf: claims.isStaff,
  });
}

/** An id token for the storefront: profile claims in OpenID Connect's names. */
export function signIdToken(config: Config, nowMs: number, claims: IdClaims): Promise<string> {
  return signer(config, nowMs, ID_AUDIENCE, claims.userId, {
    given_name: claims.firstName,
    family_name: claims.lastName,
    name: `${claims.firstName} ${claims.lastName}`.trim(),
    email: claims.email,
    phone_number: claims.phoneNumber,
    is_guest_user: claims.isGuestUser,
  });
}

interface Verified {
  claims: AccessClaims;
  /** Epoch seconds, as in the token. */
  exp?: number;
  nbf?: number;
}

// Every API request of a shopper brings the same access token for 15 minutes: once its signature and
// claims check out, only its times are checked again (docs/decisions/0011-cart-hot-path.md).
const verifiedTokens = new WeakMap<Config, ShortCache<Verified>>();

function verifiedCache(config: Config): ShortCache<Verified> {
  let cache = verifiedTokens.get(config);
  if (!cache) {
    cache = shortCache({ max: 20_000, ttl: Number.POSITIVE_INFINITY });
    verifiedTokens.set(config, cache);
  }
  return cache;
}

/** jose's time checks, without tolerance: not before nbf, and refused from exp on. */
const inTime = (v: Verified, nowMs: number) => {
  const now = seconds(nowMs);
  return (v.nbf === undefined || v.nbf <= now) && (v.exp === undefined || v.exp > now);
};

/**
 * The claims of a valid access token at nowMs, or null (bad signature, other audience, expired).
 * `ignoreExpiry` serves the native-app handoff, which may bring an access token that has just run out.
 */
export async function verifyAccessToken(
  config: Config,
  nowMs: number,
  token: string,
  { ignoreExpiry = false } = {},
): Promise<AccessClaims | null> {
  if (!ignoreExpiry) {
    const known = verifiedCache(config).get(token);
    if (known) return inTime(known, nowMs) ? { ...known.claims } : null;
  }
  const verified = await verifyOnce(config, nowMs, token, ignoreExpiry);
  if (!verified) return null;
  if (!ignoreExpiry) {
    verifiedCache(config).set(token, verified);
  }
  return { ...verified.claims };
}

async function verifyOnce(
  config: Config,
  nowMs: number,
  token: string,
  ignoreExpiry: boolean,
): Promise<Verified | null> {
  try {
    const { payload } = await jwtVerify(token, key(config), {
      algorithms: ["HS256"],
      issuer: config.siteOrigin,
      audience: ACCESS_AUDIENCE,
      currentDate: new Date(nowMs),
      ...(ignoreExpiry ? { clockTolerance: Number.MAX_SAFE_INTEGER } : {}),
    });
    const { sub, sid, name, gst, stf, exp, nbf } = payload;
    if (typeof sub !== "string" || typeof sid !== "string" || typeof gst !== "boolean") return null;
    const claims: AccessClaims = {
      userId: sub,
      sessionId: sid,
      name: typeof name === "string" ? name : "",
      isGuestUser: gst,
      isStaff: stf === true,
    };
    return { claims, exp, nbf };
  } catch {
    return null;
  }
}

/** 256 random bits; only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Keyed hash of a one-time code, bound to its identifier so a leaked table row proves nothing. */
export function hashOtp(config: Config, identifier: string, code: string): string {
  return createHmac("sha256", config.secrets.jwt).update(`otp:${identifier}:${code}`).digest("hex");
}
