import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply } from "fastify";
import type { Config } from "../../config.ts";
import type { IssuedSession } from "./sessions.ts";
import { ACCESS_TOKEN_TTL_MS } from "./tokens.ts";

export const COOKIES = {
  access: "access_token",
  refresh: "refresh_token",
  id: "id_token",
  /** The only one page scripts may read: tells the storefront to keep the cart locally. */
  guest: "isGuestUser",
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
}
