import { randomInt, timingSafeEqual } from "node:crypto";
import {
  OTP_MAX_RESENDS,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_AFTER_SECONDS,
  OTP_SEND_WINDOW_MS,
  OTP_TTL_SECONDS,
} from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../http/app-error.ts";
import { countersFor } from "../../http/counters.ts";
import { channelOf, type Identifier } from "./identifiers.ts";
import { deliver } from "./messaging.ts";
import * as repo from "./repository.ts";
import { hashOtp } from "./tokens.ts";

export const OTP_ADDRESS_WINDOW_MS = 15 * 60_000;

export interface OtpTiming {
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

const secondsUntil = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

function messageFor(id: Identifier, code: string) {
  const minutes = OTP_TTL_SECONDS / 60;
  return id.kind === "phone"
    ? `${code} is your Ojas verification code. It expires in ${minutes} minutes. Never share it with anyone.`
    : `Your Ojas sign-in code is ${code}.\n\nIt expires in ${minutes} minutes. If you did not ask for it, you can ignore this email; nobody can sign in without the code.\n\nOjas - Health, measured.`;
}

/**
 * Sends a new one-time code to a phone or email. Within the resend wait, a repeated sign-in request
 * answers the live code's timing without sending again, and a resend is refused. Each identifier gets
 * the first code plus OTP_MAX_RESENDS per 15 minutes (then 4012), each client address
 * config.otpSendsPerAddress (then 4290).
 */
export async function sendOtp(
  deps: Deps,
  id: Identifier,
  clientAddress: string,
  mode: "first" | "resend",
): Promise<OtpTiming> {
  const now = deps.now();
  const existing = await repo.findOtp(deps.db, id.value);
  const waitMs = existing ? existing.sentAt.getTime() + OTP_RESEND_AFTER_SECONDS * 1000 - now : 0;
  if (existing && waitMs > 0) {
    const live =
      !existing.consumedAt && existing.expiresAt.getTime() > now && existing.tries < OTP_MAX_WRONG_TRIES;
    if (mode === "first" && live) {
      return {
        resendAfterSeconds: secondsUntil(waitMs),
        expiresInSeconds: secondsUntil(existing.expiresAt.getTime() - now),
      };
    }
    if (mode === "resend") {
      throw new AppError(4290, `Please wait ${secondsUntil(waitMs)} seconds before asking for a new code`);
    }
  }

  const counters = countersFor(deps);
  const sends = await counters.hit(`otp:send:${id.value}`, OTP_SEND_WINDOW_MS);
  if (sends > 1 + OTP_MAX_RESENDS) {
    throw new AppError(4012, "You have asked for too many codes. Please try again in 15 minutes.");
  }
  const addressSends = await counters.hit(`otp:address:${clientAddress}`, OTP_ADDRESS_WINDOW_MS);
  if (addressSends > deps.config.otpSendsPerAddress) throw new AppError(4290);

  const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
  await repo.putOtp(deps.db, {
    identifier: id.value,
    channel: channelOf(id),
    codeHash: hashOtp(deps.config, id.value, code),
    tries: 0,
    sentAt: new Date(now),
    expiresAt: new Date(now + OTP_TTL_SECONDS * 1000),
    consumedAt: null,
  });
  await deliver(deps, { to: id, subject: "Your Ojas sign-in code", text: messageFor(id, code), otp: code });
  return { resendAfterSeconds: OTP_RESEND_AFTER_SECONDS, expiresInSeconds: OTP_TTL_SECONDS };
}

/**
 * Checks a code: right and live, it is used up (single use). Wrong: 4011 with the tries left. After
 * OTP_MAX_WRONG_TRIES attempts the code is dead and every further attempt answers 4012, right or not.
 */
export async function verifyOtp(deps: Deps, id: Identifier, code: string): Promise<void> {
  const now = new Date(deps.now());
  const codeHash = await repo.claimOtpTry(deps.db, id.value, OTP_MAX_WRONG_TRIES, now);
  if (!codeHash) {
    const row = await repo.findOtp(deps.db, id.value);
    if (row && !row.consumedAt && row.expiresAt > now && row.tries >= OTP_MAX_WRONG_TRIES) {
      throw new AppError(4012, "Too many wrong codes. Please ask for a new one.");
    }
    throw new AppError(4011, "This code has expired. Please ask for a new one.");
  }
  const given = Buffer.from(hashOtp(deps.config, id.value, code), "hex");
  if (!timingSafeEqual(given, Buffer.from(codeHash, "hex"))) {
    const row = await repo.findOtp(deps.db, id.value);
    const left = Math.max(0, OTP_MAX_WRONG_TRIES - (row?.tries ?? OTP_MAX_WRONG_TRIES));
    throw new AppError(
      4011,
      left > 0
        ? `That code is not right. ${left} ${left === 1 ? "try" : "tries"} left.`
        : "That code is not right.",
    );
  }
  if (!(await repo.consumeOtp(deps.db, id.value, codeHash, now))) {
    throw new AppError(4011, "This code has expired. Please ask for a new one.");
  }
}
