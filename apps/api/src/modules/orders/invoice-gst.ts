// India's GST on an invoice: a sale delivered within the seller's state is intra-state (CGST + SGST, half
// each); delivered to another state or union territory it is inter-state (IGST, the whole rate). For goods
// the place of supply is where the delivery ends: the shipping address's state.
import type { TaxGroup } from "@ojas/domain";

/** GST state codes (the first two digits of a GSTIN) and the names and abbreviations addresses use. */
const STATES: readonly [code: string, name: string, ...aliases: string[]][] = [
  ["01", "Jammu and Kashmir", "JK", "J&K", "Jammu & Kashmir"],
  ["02", "Himachal Pradesh", "HP"],
  ["03", "Punjab", "PB"],
  ["04", "Chandigarh", "CH"],
  ["05", "Uttarakhand", "UK", "UT", "Uttaranchal"],
  ["06", "Haryana", "HR"],
  ["07", "Delhi", "DL", "New Delhi", "NCT of Delhi", "National Capital Territory of Delhi"],
  ["08", "Rajasthan", "RJ"],
  ["09", "Uttar Pradesh", "UP"],
  ["10", "Bihar", "BR"],
  ["11", "Sikkim", "SK"],
  ["12", "Arunachal Pradesh", "AR"],
  ["13", "Nagaland", "NL"],
  ["14", "Manipur", "MN"],
  ["15", "Mizoram", "MZ"],
  ["16", "Tripura", "TR"],
  ["17", "Meghalaya", "ML"],
  ["18", "Assam", "AS"],
  ["19", "West Bengal", "WB"],
  ["20", "Jharkhand", "JH"],
  ["21", "Odisha", "OD", "OR", "Orissa"],
  ["22", "Chhattisgarh", "CG", "CT"],
  ["23", "Madhya Pradesh", "MP"],
  ["24", "Gujarat", "GJ"],
  [
    "26",
    "Dadra and Nagar Haveli and Daman and Diu",
    "DN",
    "DD",
    "DH",
    "Dadra and Nagar Haveli",
    "Daman and Diu",
  ],
  ["27", "Maharashtra", "MH"],
  ["29", "Karnataka", "KA"],
  ["30", "Goa", "GA"],
  ["31", "Lakshadweep", "LD"],
  ["32", "Kerala", "KL"],
  ["33", "Tamil Nadu", "TN"],
  ["34", "Puducherry", "PY", "Pondicherry"],
  ["35", "Andaman and Nicobar Islands", "AN", "Andaman & Nicobar Islands", "Andaman and Nicobar"],
  ["36", "Telangana", "TS", "TG"],
  ["37", "Andhra Pradesh", "AP"],
  ["38", "Ladakh", "LA"],
];

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z]/g, "");
const BY_NAME = new Map(STATES.flatMap(([code, ...names]) => names.map((n) => [key(n), code] as const)));
const NAME_OF = new Map(STATES.map(([code, name]) => [code, name]));

export interface IndianState {
  code: string;
  name: string;
}

/** The state or union territory an address names, by name or abbreviation; undefined if none. */
export function indianState(name: string): IndianState | undefined {
  const code = BY_NAME.get(key(name));
  return code ? { code, name: NAME_OF.get(code)! } : undefined;
}

/**
 * Whether a sale is inter-state. An address whose state is not recognised is taken as inter-state: IGST is
 * what applies to a place of supply outside the seller's state, and it needs no state's share.
 */
export function isInterState(sellerState: string, deliveryState: string): boolean {
  const seller = indianState(sellerState);
  if (!seller) throw new Error(`Unknown seller state ${sellerState}`);
  return indianState(deliveryState)?.code !== seller.code;
}

/** An inter-state sale's tax groups: each group's GST as one IGST line at the group's full rate. */
export function asIgst(groups: readonly TaxGroup[]): TaxGroup[] {
  return groups.map((g) => ({
    ...g,
    components: [{ label: "IGST", ratePercent: g.ratePercent, amount: g.tax }],
  }));
}
