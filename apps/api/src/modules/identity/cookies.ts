import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply } from "fastify";
import type { Config } from "../../config.ts";
import type { IssuedSession } from "./sessions.ts";
import { ACCESS_TOKEN_TTL_MS } from "./tokens.ts";

export const COOKIES = {
  access: "access_token",
  refresh: "refresh_token",
  id: "id_token",
  /** Readable by page scripts: tells the storefront to keep the cart locally. */
  guest: "isGuestUser",
  /**
   * Readable by page scripts, holding no secret: a session may be here. A page shared by every shopper
   * asks who this is (the personal call) only when it is set (docs/decisions/0048).
   */
  hint: "hasSession",
} as const;

function base(config: Config, httpOnly: boolean): CookieSerializeOptions {
  return {
    path: "/",
    httpOnly,
    sameSite: "lax",
    secure: config.siteOrigin.startsWith("https://"),
  };
}

export function setSessionCookies(reply: FastifyReply, config: Config, session: IssuedSession, now: number) {
  const accessAge = Math.floor(ACCESS_TOKEN_TTL_MS / 1000);
  const sessionAge = Math.max(0, Math.floor((session.expiresAt - now) / 1000));
  reply.setCookie(COOKIES.access, session.accessToken, { ...base(config, true), maxAge: accessAge });
  reply.setCookie(COOKIES.id, session.idToken, { ...base(config, true), maxAge: accessAge });
  reply.setCookie(COOKIES.refresh, session.refreshToken, { ...base(config, true), maxAge: sessionAge });
  reply.setCookie(COOKIES.hint, "true", { ...base(config, false), maxAge: sessionAge });
  if (session.isGuestUser) {
    reply.setCookie(COOKIES.guest, "true", { ...base(config, false), maxAge: sessionAge });
  } else {
    reply.clearCookie(COOKIES.guest, base(config, false));
  }
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  for (const name of [COOKIES.access, COOKIES.id, COOKIES.refresh])
    reply.clearCookie(name, base(config, true));
  reply.clearCookie(COOKIES.guest, base(config, false));
  reply.clearCookie(COOKIES.hint, base(config, false));
}
