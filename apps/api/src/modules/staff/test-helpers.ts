import { randomUUID } from "node:crypto";
import type { StaffRole } from "@ojas/domain";
import { call, type TestContext } from "../../test/harness.ts";
import { browse, CookieJar, uniqueAddress, uniqueEmail } from "../../test/sign-in.ts";

export const DEMO_STAFF_PASSWORD = "ojas-demo-staff";
export const demoStaffEmail = (role: StaffRole) => `${role.toLowerCase()}@staff.ojas.in`;

/** Signs a member of staff in by email and password; answers the jar holding the session. */
export async function signInStaff(ctx: TestContext, email: string, password = DEMO_STAFF_PASSWORD) {
  const jar = new CookieJar();
  const res = await browse(ctx, jar, {
    method: "POST",
    url: "/api/auth/login-via-password",
    payload: { emailId: email, password },
    remoteAddress: uniqueAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`staff sign-in failed: ${res.body}`);
  return { jar, userId: res.json().body.user.id as string };
}

/** A staff call as the holder of `jar` (or with no session); mutations carry a fresh Idempotency-Key. */
export function staffCall(
  ctx: TestContext,
  jar: CookieJar | null,
  method: "GET" | "POST" | "PATCH" | "PUT",
  url: string,
  payload?: object,
  key: string = randomUUID(),
) {
  const headers = method === "GET" ? {} : { "idempotency-key": key };
  return jar
    ? browse(ctx, jar, { method, url, payload, headers })
    : call(ctx, { method, url, payload, headers });
}

/** A new member of staff with these roles, created by the demo ADMIN, signed in. */
export async function newStaff(ctx: TestContext, roles: StaffRole[], admin?: CookieJar) {
  const adminJar = admin ?? (await signInStaff(ctx, demoStaffEmail("ADMIN"))).jar;
  const email = uniqueEmail("staff");
  const password = "staff-pass-2026";
  const res = await staffCall(ctx, adminJar, "POST", "/api/staff/accounts", {
    email,
    name: "Test Staff",
    password,
    roles,
  });
  if (res.statusCode !== 201) throw new Error(`staff create failed: ${res.body}`);
  const signedIn = await signInStaff(ctx, email, password);
  return { ...signedIn, email, adminJar };
}
