import type { Market } from "@ojas/domain";
import type { Db } from "../client.ts";
import { serviceAreas } from "../schema.ts";

type Area = [code: string, city: string, state: string, deliveryDays: number, codAvailable: boolean];

/** Metro hubs deliver in 2 days with COD; remote and island pincodes are prepaid only. */
const INDIA: Area[] = [
  ["110001", "New Delhi", "Delhi", 2, true],
  ["400001", "Mumbai", "Maharashtra", 2, true],
  ["560001", "Bengaluru", "Karnataka", 2, true],
  ["122002", "Gurugram", "Haryana", 2, true],
  ["201301", "Noida", "Uttar Pradesh", 2, true],
  ["411001", "Pune", "Maharashtra", 3, true],
  ["500081", "Hyderabad", "Telangana", 3, true],
  ["600017", "Chennai", "Tamil Nadu", 3, true],
  ["700019", "Kolkata", "West Bengal", 3, true],
  ["380009", "Ahmedabad", "Gujarat", 3, true],
  ["302001", "Jaipur", "Rajasthan", 4, false],
  ["682016", "Kochi", "Kerala", 4, false],
  ["781001", "Guwahati", "Assam", 5, false],
  ["194101", "Leh", "Ladakh", 7, false],
  ["744101", "Port Blair", "Andaman and Nicobar Islands", 8, false],
];

const UNITED_STATES: Area[] = [
  ["10001", "New York", "NY", 3, false],
  ["10011", "New York", "NY", 3, false],
  ["94105", "San Francisco", "CA", 4, false],
  ["90028", "Los Angeles", "CA", 4, false],
  ["60611", "Chicago", "IL", 4, false],
  ["78701", "Austin", "TX", 4, false],
  ["98101", "Seattle", "WA", 5, false],
  ["02116", "Boston", "MA", 3, false],
];

/** The UAE has no postal codes: delivery goes by area, stored lower-case. */
const EMIRATES: Area[] = [
  ["dubai", "Dubai", "Dubai", 1, false],
  ["dubai marina", "Dubai", "Dubai", 1, false],
  ["abu dhabi", "Abu Dhabi", "Abu Dhabi", 2, false],
  ["al ain", "Al Ain", "Abu Dhabi", 3, false],
  ["sharjah", "Sharjah", "Sharjah", 2, false],
  ["ajman", "Ajman", "Ajman", 2, false],
  ["ras al khaimah", "Ras Al Khaimah", "Ras Al Khaimah", 3, false],
];

function rows(market: Market, areas: Area[]) {
  return areas.map(([code, city, state, deliveryDays, codAvailable]) => ({
    market,
    code,
    city,
    state,
    serviceable: true,
    codAvailable: market === "IN" && codAvailable,
    deliveryDays,
  }));
}

export async function seedLocation(db: Db): Promise<void> {
  await db.insert(serviceAreas).values([
    ...rows("IN", INDIA),
    ...rows("US", UNITED_STATES),
    ...rows("AE", EMIRATES),
    // A valid-looking PIN outside the delivery network, for the "not serviceable" path.
    {
      market: "IN",
      code: "999999",
      city: "",
      state: "",
      serviceable: false,
      codAvailable: false,
      deliveryDays: 0,
    },
  ]);
}
