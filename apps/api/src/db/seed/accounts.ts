import { hash } from "@node-rs/argon2";
import type { Db } from "../client.ts";
import { addresses, lifeBitsEntries, users } from "../schema.ts";

export const DEMO_SHOPPER_ID = "6f1c2a9e-4b7d-4e3a-9c58-2d0f1b7a3e11";
export const DEMO_SHOPPER_PHONE = "+919876543210";

const DAY = 86_400_000;

/** The demo shopper (docs/product.md, demo data) (+919876543210); the staff accounts are in staff.ts. */
export async function seedAccounts(db: Db, now: number = Date.now()): Promise<void> {
  const at = (daysAgo: number) => now - daysAgo * DAY;
  await db.insert(users).values([
    {
      userId: DEMO_SHOPPER_ID,
      phoneNumber: DEMO_SHOPPER_PHONE,
      email: "priya@example.com",
      emailVerified: true,
      firstName: "Priya",
      lastName: "Sharma",
      healthGoal: "STAY_FIT",
      passwordHash: await hash("ojas-demo-2026"),
      createdAt: new Date(at(120)),
      updatedAt: new Date(at(20)),
    },
  ]);

  await db.insert(addresses).values([
    {
      userId: DEMO_SHOPPER_ID,
      timestamp: at(90),
      name: "Priya Sharma",
      phoneNumber: DEMO_SHOPPER_PHONE,
      line1: "Flat 3B, Lavelle Residency, 12 Lavelle Road",
      landmark: "Near UB City",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560001",
      country: "India",
      type: "Home",
      defaultAddress: true,
      updatedAt: new Date(at(90)),
    },
    {
      userId: DEMO_SHOPPER_ID,
      timestamp: at(35),
      name: "Priya Sharma",
      phoneNumber: DEMO_SHOPPER_PHONE,
      line1: "Level 6, Statesman House, 148 Barakhamba Road",
      line2: "Connaught Place",
      landmark: "Opposite Barakhamba Road metro station",
      city: "New Delhi",
      state: "Delhi",
      pincode: "110001",
      country: "India",
      type: "Office",
      defaultAddress: false,
      updatedAt: new Date(at(35)),
    },
  ]);

  const bits = [
    { days: 118, delta: 100, reason: "Welcome to Ojas" },
    { days: 117, delta: 50, reason: "Completed your health profile" },
    { days: 64, delta: 150, reason: "30-day sleep streak with Ojas Ring" },
    { days: 41, delta: 200, reason: "Referred a friend: Ananya joined Ojas" },
  ];
  await db.insert(lifeBitsEntries).values(
    bits.map((b, i) => ({
      entryId: `lb-demo-${i + 1}`,
      userId: DEMO_SHOPPER_ID,
      delta: b.delta,
      reason: b.reason,
      at: at(b.days),
    })),
  );
}
