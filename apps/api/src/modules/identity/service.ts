import { randomUUID } from "node:crypto";
import {
  GOALS,
  type Goal,
  type IdentifierBody,
  type Market,
  normaliseEmail,
  normalisePhone,
  type PasswordLoginBody,
  PHONE_COUNTRIES,
  type ProfileUpdateBody,
  phoneSearchDigits,
  type SsoLoginBody,
  type UserDto,
  type UtmParams,
  type VerifyOtpBody,
} from "@ojas/domain";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Deps } from "../../deps.ts";
import { AppError, invalid } from "../../http/app-error.ts";
import { countersFor } from "../../http/counters.ts";
import { broadcast, invalidate } from "../../infra/invalidation.ts";
import { type Identifier, maskIdentifier, resolveIdentifier } from "./identifiers.ts";
import { forgetUserSessions } from "./live-sessions.ts";
import { sendOtp, verifyOtp } from "./otp.ts";
import { checkPassword, hashPassword } from "./passwords.ts";
import type { UserRow } from "./repository.ts";
import * as repo from "./repository.ts";
import { displayName, endSession, type IssuedSession, isSessionLive, startSession } from "./sessions.ts";
import { completeSso, type SsoProfile } from "./sso.ts";
import { verifyAccessToken } from "./tokens.ts";

export { COOKIES } from "./cookies.ts";
export { deliver } from "./messaging.ts";
export { handOffSession, rotateSession } from "./sessions.ts";
export { startSso } from "./sso.ts";

export type RequestUser = NonNullable<FastifyRequest["user"]>;

/** Wrong passwords allowed per identifier in the window before even the right one is refused (4290). */
export const PASSWORD_MAX_FAILURES = 10;
export const PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;

// Guest merge

/**
 * A guest signed in to an existing account: the guest-merge flow given in deps (workflows/guest-merge.ts)
 * moves the guest's things to it, in one transaction, then the guest is marked merged and its sessions end.
 */
export async function mergeGuestInto(deps: Deps, guestUserId: string, userId: string): Promise<void> {
  await deps.db.transaction(async (txn) => {
    const tx: Deps = { ...deps, db: txn as unknown as Db };
    await deps.flows.guestMerge(tx, guestUserId, userId);
    const now = new Date(deps.now());
    await repo.updateUser(tx.db, guestUserId, { mergedIntoUserId: userId, updatedAt: now });
    await repo.revokeUserFamilies(tx.db, guestUserId, "guest merged into account", now);
  });
  // Once committed: a read before the commit may have found the guest's sessions still live.
  invalidate(deps, "user-sessions", guestUserId);
}

// Accounts, as other modules see them

const isGoal = (v: unknown): v is Goal => typeof v === "string" && (GOALS as readonly string[]).includes(v);

export function toUserDto(user: UserRow): UserDto {
  return {
    id: user.userId,
    phoneNumber: user.phoneNumber,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    healthGoal: isGoal(user.healthGoal) ? user.healthGoal : null,
    isGuestUser: user.isGuestUser,
    metaData: { firstPurchaseCompleted: user.firstPurchaseCompleted },
  };
}

/** The user as an account that can be signed in to: 4011 when there is none or it was merged away. */
function signedInAccount(user: UserRow | undefined): UserRow {
  if (!user || user.mergedIntoUserId) throw new AppError(4011);
  return user;
}

async function accountOf(deps: Deps, userId: string): Promise<UserRow> {
  return signedInAccount(await repo.findUserById(deps.db, userId));
}

/**
 * The accounts a member of staff means by a phone number (E.164, or national in any market's format) or an
 * email, for the back office's searches; none when it is neither.
 */
export async function userIdsByContact(deps: Pick<Deps, "db">, contact: string): Promise<string[]> {
  if (contact.includes("@")) {
    const user = await repo.findUserByEmail(deps.db, normaliseEmail(contact));
    return user ? [user.userId] : [];
  }
  const numbers = new Set<string>();
  for (const dialCode of new Set(PHONE_COUNTRIES.map((c) => c.countryCode))) {
    const phone = normalisePhone(contact, dialCode);
    if (phone.ok) numbers.add(phone.e164);
  }
  const found = await Promise.all([...numbers].map((n) => repo.findUserByPhone(deps.db, n)));
  return found.flatMap((u) => (u ? [u.userId] : []));
}

/** A user's details as stored, merged-away accounts included (back office views, invoices). */
export async function userDetails(deps: Pick<Deps, "db">, userId: string): Promise<UserDto | undefined> {
  const user = await repo.findUserById(deps.db, userId);
  return user ? toUserDto(user) : undefined;
}

export async function getUser(deps: Deps, userId: string): Promise<UserDto> {
  return toUserDto(await accountOf(deps, userId));
}

/**
 * getUser, or what this instance read of the user within config.cartReadsTtlMs: for the cart's pricing,
 * which may lag that long (an order reads getUser). See docs/decisions/0018-cart-reads-may-lag.md.
 */
export async function recentUser(deps: Deps, userId: string): Promise<UserDto> {
  const user = await repo.recentUsers.get(userId, deps.config.cartReadsTtlMs, deps.now(), () =>
    repo.findUserById(deps.db, userId),
  );
  return toUserDto(signedInAccount(user));
}

/** The orders module calls this when an order is paid or placed as COD. */
export async function markFirstPurchaseCompleted(deps: Deps, userId: string): Promise<void> {
  await repo.updateUser(deps.db, userId, { firstPurchaseCompleted: true, updatedAt: new Date(deps.now()) });
}

/**
 * Marks the user's first purchase done; true only for the call that changed it, so what a first purchase
 * earns (a referrer's reward) is given once however many orders complete at once.
 */
export async function completeFirstPurchase(deps: Deps, userId: string): Promise<boolean> {
  return repo.markFirstPurchase(deps.db, userId, new Date(deps.now()));
}

/** request.user from an access token: valid signature and time, and a session still live. */
export async function authenticate(deps: Deps, accessToken: string): Promise<RequestUser | null> {
  const claims = await verifyAccessToken(deps.config, deps.now(), accessToken);
  if (!claims || !(await isSessionLive(deps, claims.sessionId, claims.userId))) return null;
  return claims;
}

export async function updateProfile(deps: Deps, userId: string, body: ProfileUpdateBody): Promise<UserDto> {
  const user = await accountOf(deps, userId);
  const patch: Partial<repo.NewUser> = { updatedAt: new Date(deps.now()) };
  if (body.name !== undefined && body.firstName === undefined && body.lastName === undefined) {
    const [first = "", ...rest] = body.name.split(/\s+/);
    patch.firstName = first.slice(0, 60);
    patch.lastName = rest.join(" ").slice(0, 60);
  }
  if (body.firstName !== undefined) patch.firstName = body.firstName;
  if (body.lastName !== undefined) patch.lastName = body.lastName;
  if (body.healthGoal !== undefined) patch.healthGoal = body.healthGoal;
  if (body.email !== undefined) {
    const email = body.email === null ? null : body.email.toLowerCase();
    if (email !== user.email) {
      // An email proven at sign-in is how an account without a phone signs in: it stays.
      if (user.emailVerified && !user.phoneNumber) {
        throw invalid({ email: "You sign in with this email, so it cannot be changed here" });
      }
      patch.email = email;
      patch.emailVerified = false;
    }
  }
  try {
    const updated = await repo.updateUser(deps.db, userId, patch);
    return toUserDto(updated!);
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid({ email: "This email is already used by another account" });
    throw error;
  }
}

// Signing in

export interface SignedIn {
  user: UserDto;
  isNewUser: boolean;
  session: IssuedSession;
}

/** Finds the account of an identifier. An email nobody proved is released rather than matched. */
async function findAccount(deps: Deps, id: Identifier): Promise<UserRow | undefined> {
  if (id.kind === "phone") return repo.findUserByPhone(deps.db, id.value);
  const user = await repo.findUserByEmail(deps.db, id.value);
  return user?.emailVerified ? user : undefined;
}

/**
 * Ends the caller's current session and starts one for `user`. A guest signing in to another account
 * brings its rows along (mergeGuestInto).
 */
async function signIn(deps: Deps, user: UserRow, current: RequestUser | null): Promise<IssuedSession> {
  if (current?.isGuestUser && current.userId !== user.userId) {
    await mergeGuestInto(deps, current.userId, user.userId);
  }
  if (current) await endSession(deps, { sessionId: current.sessionId });
  return startSession(deps, user);
}

/**
 * A new account for a proven identifier or SSO profile. A guest becomes that account in place, so
 * everything it owns stays where it is.
 */
async function createAccount(
  deps: Deps,
  current: RequestUser | null,
  fields: Pick<repo.NewUser, "phoneNumber" | "email" | "emailVerified" | "firstName" | "lastName" | "utm">,
): Promise<UserRow> {
  const now = new Date(deps.now());
  if (fields.email) await repo.releaseUnverifiedEmail(deps.db, fields.email, now);
  if (current?.isGuestUser) {
    const upgraded = await repo.updateUser(deps.db, current.userId, {
      ...fields,
      isGuestUser: false,
      updatedAt: now,
    });
    if (upgraded && !upgraded.mergedIntoUserId) return upgraded;
  }
  return repo.insertUser(deps.db, { userId: randomUUID(), ...fields, createdAt: now, updatedAt: now });
}

export async function requestOtp(
  deps: Deps,
  market: Market,
  clientAddress: string,
  body: IdentifierBody,
  mode: "first" | "resend",
) {
  const id = resolveIdentifier(market, body);
  const timing = await sendOtp(deps, id, clientAddress, mode);
  return { isNewUser: !(await findAccount(deps, id)), otpSentTo: maskIdentifier(id), ...timing };
}

export async function loginViaOtp(
  deps: Deps,
  market: Market,
  body: VerifyOtpBody,
  current: RequestUser | null,
): Promise<SignedIn> {
  const id = resolveIdentifier(market, body);
  await verifyOtp(deps, id, body.otp);
  let user = await findAccount(deps, id);
  const isNewUser = !user;
  user ??= await createAccount(deps, current, {
    phoneNumber: id.kind === "phone" ? id.value : null,
    email: id.kind === "email" ? id.value : null,
    emailVerified: id.kind === "email",
    firstName: "",
    lastName: "",
    utm: body.utm ?? null,
  });
  const session = await signIn(deps, user, current);
  return { user: toUserDto(user), isNewUser, session };
}

/** Wrong password and unknown account answer alike, in about the same time (checkPassword). */
export async function loginViaPassword(
  deps: Deps,
  market: Market,
  body: PasswordLoginBody,
  current: RequestUser | null,
): Promise<SignedIn> {
  const id = resolveIdentifier(market, body);
  const counters = countersFor(deps);
  const failuresKey = `password:${id.value}`;
  if ((await counters.peek(failuresKey)) >= PASSWORD_MAX_FAILURES) {
    throw new AppError(4290, "Too many wrong passwords. Please try again later or sign in with a code.");
  }
  const user =
    id.kind === "phone"
      ? await repo.findUserByPhone(deps.db, id.value)
      : await repo.findUserByEmail(deps.db, id.value);
  const ok = await checkPassword(user?.passwordHash, body.password);
  if (!ok || !user || user.mergedIntoUserId) {
    await counters.hit(failuresKey, PASSWORD_FAILURE_WINDOW_MS);
    throw new AppError(4011, "The phone number, email or password is not right");
  }
  await counters.reset(failuresKey);
  const session = await signIn(deps, user, current);
  return { user: toUserDto(user), isNewUser: false, session };
}

/** The account of an SSO profile: linked before, else the account with that verified email, else new. */
async function ssoAccount(
  deps: Deps,
  profile: SsoProfile,
  current: RequestUser | null,
  utm: UtmParams | null,
) {
  const linked = await repo.findIdentity(deps.db, profile.provider, profile.subject);
  let user = linked ? await repo.findUserById(deps.db, linked.userId) : undefined;
  let isNewUser = false;
  const verifiedEmail = profile.emailVerified ? profile.email : null;
  if (!user && verifiedEmail) user = await findAccount(deps, { kind: "email", value: verifiedEmail });
  if (!user) {
    isNewUser = true;
    user = await createAccount(deps, current, {
      phoneNumber: null,
      email: verifiedEmail,
      emailVerified: verifiedEmail !== null,
      firstName: profile.firstName.slice(0, 60),
      lastName: profile.lastName.slice(0, 60),
      utm,
    });
  } else if (!user.firstName && !user.lastName && (profile.firstName || profile.lastName)) {
    user =
      (await repo.updateUser(deps.db, user.userId, {
        firstName: profile.firstName.slice(0, 60),
        lastName: profile.lastName.slice(0, 60),
        updatedAt: new Date(deps.now()),
      })) ?? user;
  }
  if (!linked) {
    await repo.insertIdentity(deps.db, {
      provider: profile.provider,
      subject: profile.subject,
      userId: user.userId,
      email: profile.email,
      createdAt: new Date(deps.now()),
    });
  }
  return { user, isNewUser };
}

export async function loginViaSso(
  deps: Deps,
  body: SsoLoginBody,
  current: RequestUser | null,
): Promise<SignedIn> {
  const profile = await completeSso(deps, body);
  const { user, isNewUser } = await ssoAccount(deps, profile, current, body.utm ?? null);
  if (user.mergedIntoUserId) throw new AppError(4011);
  const session = await signIn(deps, user, current);
  return { user: toUserDto(user), isNewUser, session };
}

/** A guest account, or the caller's own when there already is a session (never downgraded). */
export async function startGuest(
  deps: Deps,
  current: RequestUser | null,
): Promise<{ user: UserDto; session: IssuedSession | null }> {
  if (current) return { user: await getUser(deps, current.userId), session: null };
  const now = new Date(deps.now());
  const user = await repo.insertUser(deps.db, {
    userId: randomUUID(),
    isGuestUser: true,
    createdAt: now,
    updatedAt: now,
  });
  return { user: toUserDto(user), session: await startSession(deps, user) };
}

/** Sets or changes the password; every other session of the account ends. */
export async function setPassword(deps: Deps, current: RequestUser, password: string): Promise<void> {
  await accountOf(deps, current.userId);
  const passwordHash = await hashPassword(password);
  const now = new Date(deps.now());
  await repo.updateUser(deps.db, current.userId, { passwordHash, updatedAt: now });
  await repo.revokeUserFamilies(deps.db, current.userId, "password changed", now, current.sessionId);
  forgetUserSessions(current.userId, current.sessionId);
  // Other instances forget every session of the account they had seen live, this one's included.
  broadcast(deps, "user-sessions", current.userId);
}

export async function logout(
  deps: Deps,
  current: RequestUser | null,
  refreshToken: string | undefined,
): Promise<void> {
  await endSession(deps, { refreshToken, sessionId: current?.sessionId });
}

// Staff accounts: the staff module gives their roles and calls these in its own transaction (`db`).

/** A staff account's profile as the back office shows it. */
export interface StaffProfile {
  id: string;
  name: string;
  email: string | null;
}

const staffProfile = (user: UserRow): StaffProfile => ({
  id: user.userId,
  name: displayName(user),
  email: user.email,
});

/** The staff account, or undefined for a shopper, a guest or nobody. */
export async function findStaffProfile(db: Db, userId: string): Promise<StaffProfile | undefined> {
  const user = await repo.findUserById(db, userId);
  return user?.isStaff ? staffProfile(user) : undefined;
}

export async function listStaffProfiles(db: Db, offset: number, limit: number): Promise<StaffProfile[]> {
  return (await repo.listStaffUsers(db, offset, limit)).map(staffProfile);
}

export async function staffProfilesByIds(db: Db, userIds: readonly string[]): Promise<StaffProfile[]> {
  return (await repo.findUsersByIds(db, userIds)).filter((u) => u.isStaff).map(staffProfile);
}

/** A new staff account signing in by email and password; an email already in use is 4000. */
export async function createStaffAccount(
  db: Db,
  account: { email: string; name: string; password: string },
  at: Date,
): Promise<StaffProfile> {
  if (await repo.findUserByEmail(db, account.email)) {
    throw invalid({ email: "is already in use" }, "This email already has an account");
  }
  const [firstName = "", ...rest] = account.name.split(/\s+/);
  try {
    const user = await repo.insertUser(db, {
      userId: randomUUID(),
      email: account.email,
      emailVerified: true,
      firstName,
      lastName: rest.join(" "),
      isStaff: true,
      passwordHash: await hashPassword(account.password),
      createdAt: at,
      updatedAt: at,
    });
    return staffProfile(user);
  } catch (error) {
    if (isUniqueViolation(error))
      throw invalid({ email: "is already in use" }, "This email already has an account");
    throw error;
  }
}

// Customers, as the back office sees them (docs/api.md, "Back office: customers")

export interface CustomerAccount {
  userId: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  email: string | null;
  healthGoal: string | null;
  firstPurchaseCompleted: boolean;
  createdAt: number;
}

const customerAccount = (user: UserRow): CustomerAccount => ({
  userId: user.userId,
  firstName: user.firstName,
  lastName: user.lastName,
  phoneNumber: user.phoneNumber,
  email: user.email,
  healthGoal: user.healthGoal,
  firstPurchaseCompleted: user.firstPurchaseCompleted,
  createdAt: user.createdAt.getTime(),
});

const isCustomer = (user: UserRow | undefined): user is UserRow =>
  !!user && !user.isStaff && !user.isGuestUser && !user.mergedIntoUserId;

/**
 * Shoppers matching `text` (part of a name or email, or a phone number typed in any format: its digits are
 * looked for), newest first, from just after `after`.
 */
export async function searchCustomers(
  db: Db,
  text: string | undefined,
  after: { c: number; i: string } | undefined,
  limit: number,
): Promise<CustomerAccount[]> {
  const lowered = text?.trim().toLowerCase();
  const needle = lowered ? (phoneSearchDigits(lowered) ?? lowered) : undefined;
  return (await repo.searchCustomers(db, { needle: needle || undefined, after }, limit)).map(customerAccount);
}

/** A shopper's account (not staff, a guest or a merged-away guest), or undefined. */
export async function findCustomer(db: Db, userId: string): Promise<CustomerAccount | undefined> {
  const user = await repo.findUserById(db, userId);
  return isCustomer(user) ? customerAccount(user) : undefined;
}

/** How many of the user's sign-ins are live now. */
export function liveSessionCount(db: Db, userId: string, at: Date): Promise<number> {
  return repo.countLiveFamilies(db, userId, at);
}

/**
 * Ends every session of the user in `db`'s transaction and answers how many; call forgetSessionsOf once
 * it commits, so every instance stops trusting them.
 */
export function revokeAllSessions(db: Db, userId: string, reason: string, at: Date): Promise<number> {
  return repo.revokeUserFamilies(db, userId, reason, at);
}

/** Every instance forgets the sessions of the user it had found live (they were revoked and committed). */
export function forgetSessionsOf(deps: Deps, userId: string): void {
  invalidate(deps, "user-sessions", userId);
}

/**
 * Ends every session of the user in `db`'s transaction (on this instance at once); call forgetSessionsOf
 * once it commits, so the other instances forget them too.
 */
export async function endUserSessions(db: Db, userId: string, reason: string, at: Date): Promise<void> {
  await repo.revokeUserFamilies(db, userId, reason, at);
  forgetUserSessions(userId);
}
