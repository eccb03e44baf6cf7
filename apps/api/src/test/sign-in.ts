import { randomInt } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { call, type TestContext } from "./harness.ts";

/** A browser's cookies for app.inject: Set-Cookie answers go in, a Cookie header comes out. */
export class CookieJar {
  readonly values = new Map<string, string>();

  take(res: LightMyRequestResponse): this {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (cleared || c.value === "") this.values.delete(c.name);
      else this.values.set(c.name, c.value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  header(): string {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/** A mobile number no other test uses: India's 7xxxxxxxxx range (the demo shopper is 98...). */
export const uniqueIndianMobile = () => `7${randomInt(100_000_000, 999_999_999)}`;
export const uniqueEmail = (tag = "shopper") => `${tag}.${randomInt(1e9, 9e9)}@example.com`;
/** A client address per test: the per-address OTP limit then never couples tests together. */
export const uniqueAddress = () => `10.${randomInt(0, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;

/** app.inject as a browser with this jar: sends its cookies and keeps what comes back. */
export async function browse(
  ctx: TestContext,
  jar: CookieJar,
  options: InjectOptions & { market?: "IN" | "AE" | "US" },
) {
  const headers = { ...(options.headers ?? {}), ...(jar.values.size > 0 ? { cookie: jar.header() } : {}) };
  const res = await call(ctx, { ...options, headers });
  jar.take(res);
  return res;
}

/** The newest OTP the dev outbox holds for a phone (E.164) or email. */
export async function latestOtp(ctx: TestContext, to: string): Promise<string> {
  const res = await call(ctx, { method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  const otp = res.json().body.messages[0]?.otp;
  if (!otp) throw new Error(`no OTP in the outbox for ${to}`);
  return otp;
}

/**
 * Signs a shopper in by phone OTP, the way the storefront does, and answers the jar holding the session.
 * `phone`: an Indian national number or any E.164 number. `jar` may already hold a guest session.
 */
export async function signInByPhone(
  ctx: TestContext,
  {
    phone = uniqueIndianMobile(),
    jar = new CookieJar(),
    market,
  }: { phone?: string; jar?: CookieJar; market?: "IN" | "AE" | "US" } = {},
) {
  const remoteAddress = uniqueAddress();
  const sent = await browse(ctx, jar, {
    method: "POST",
    url: "/api/auth/login-or-signup",
    payload: { phoneNumber: phone },
    market,
    remoteAddress,
  });
  if (sent.statusCode !== 200) throw new Error(`login-or-signup failed: ${sent.body}`);
  const e164 = phone.startsWith("+") ? phone : `+91${phone}`;
  const otp = await latestOtp(ctx, e164);
  const verified = await browse(ctx, jar, {
    method: "POST",
    url: "/api/auth/verify-otp",
    payload: { phoneNumber: phone, otp },
    market,
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp failed: ${verified.body}`);
  const body = verified.json().body as { user: { id: string; phoneNumber: string }; isNewUser: boolean };
  return { jar, user: body.user, isNewUser: body.isNewUser, phone: body.user.phoneNumber };
}
