import { hash } from "@node-rs/argon2";
import type { StaffRole } from "@ojas/domain";
import type { Db } from "../client.ts";
import { staffRoles, users } from "../schema.ts";

export const DEMO_STAFF_PASSWORD = "ojas-demo-staff";

/** One demo account per role (docs/product.md, demo data): `<role>@staff.ojas.in`. */
export const DEMO_STAFF: readonly {
  userId: string;
  role: StaffRole;
  email: string;
  firstName: string;
  lastName: string;
}[] = [
  {
    userId: "a3d95e40-7c21-4f6b-8e19-5b2c7d4f9a02",
    role: "ADMIN",
    email: "admin@staff.ojas.in",
    firstName: "Rohan",
    lastName: "Mehta",
  },
  {
    userId: "b1e2c3d4-5f60-4a7b-8c9d-0e1f2a3b4c01",
    role: "OPS",
    email: "ops@staff.ojas.in",
    firstName: "Kavya",
    lastName: "Iyer",
  },
  {
    userId: "b1e2c3d4-5f60-4a7b-8c9d-0e1f2a3b4c02",
    role: "SUPPORT",
    email: "support@staff.ojas.in",
    firstName: "Arjun",
    lastName: "Nair",
  },
  {
    userId: "b1e2c3d4-5f60-4a7b-8c9d-0e1f2a3b4c03",
    role: "CONTENT",
    email: "content@staff.ojas.in",
    firstName: "Meera",
    lastName: "Kapoor",
  },
  {
    userId: "b1e2c3d4-5f60-4a7b-8c9d-0e1f2a3b4c04",
    role: "COACH",
    email: "coach@staff.ojas.in",
    firstName: "Vikram",
    lastName: "Rao",
  },
];

/** The demo staff; never in production (seedDemoData leaves them out there). */
export async function seedStaff(db: Db, now: number): Promise<void> {
  const at = new Date(now - 200 * 86_400_000);
  const passwordHash = await hash(DEMO_STAFF_PASSWORD);
  await db.insert(users).values(
    DEMO_STAFF.map((s) => ({
      userId: s.userId,
      email: s.email,
      emailVerified: true,
      firstName: s.firstName,
      lastName: s.lastName,
      isStaff: true,
      passwordHash,
      createdAt: at,
      updatedAt: at,
    })),
  );
  await db
    .insert(staffRoles)
    .values(DEMO_STAFF.map((s) => ({ userId: s.userId, role: s.role, grantedAt: at })));
}
