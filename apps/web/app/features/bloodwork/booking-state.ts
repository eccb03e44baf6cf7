// The blood-work booking flow's state (docs/product.md, "Blood work"): the package, who it is for, the
// address, the slot and how to pay. It is saved to browser storage (`blood_work_booking`) on every
// change and restored on reload, so a shopper who leaves mid-way finds their choices again.
import {
  BLOOD_WORK_AGE,
  type BloodWorkBookingFor,
  type BloodWorkGender,
  isValidPhoneForMarket,
  LOCAL_STORAGE_KEYS,
  MARKET_INFO,
  type Market,
} from "@ojas/domain";

export interface BookingUserInfo {
  name: string;
  /** As typed: checked and turned into a number when the booking is placed. */
  age: string;
  gender: BloodWorkGender | "";
  phoneNumber: string;
}

export interface BookingSlotInfo {
  slotId: string;
  start: number;
  end: number;
  date: string;
  holdId: string | null;
  expiresAt: number | null;
}

export interface BookingState {
  market: Market;
  packageId: string | null;
  bookingFor: BloodWorkBookingFor;
  userInfo: BookingUserInfo;
  /** A saved address of the account (its timestamp) and its pincode, which decides the slots. */
  address: { timestamp: number; pincode: string } | null;
  slotInfo: BookingSlotInfo | null;
  paymentType: "PREPAID" | "COD";
  /** The same key for every try of one booking: a retry after a timeout never books twice. */
  idempotencyKey: string;
  /** Set once the state was read from storage (or started empty): saving waits for it. */
  isBookinDataInitialised: boolean;
}

export const emptyUserInfo: BookingUserInfo = { name: "", age: "", gender: "", phoneNumber: "" };

export function emptyBooking(market: Market, key: string): BookingState {
  return {
    market,
    packageId: null,
    bookingFor: "SELF",
    userInfo: emptyUserInfo,
    address: null,
    slotInfo: null,
    paymentType: "PREPAID",
    idempotencyKey: key,
    isBookinDataInitialised: false,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** The stored state, when it is one of this market's; anything else (another market, garbage) is dropped. */
export function parseStoredBooking(
  raw: string | null,
  market: Market,
): Omit<BookingState, "isBookinDataInitialised"> | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (!isObject(v) || v.market !== market || typeof v.idempotencyKey !== "string") return null;
    const info = isObject(v.userInfo) ? v.userInfo : {};
    const text = (x: unknown) => (typeof x === "string" ? x.slice(0, 120) : "");
    const address =
      isObject(v.address) && typeof v.address.timestamp === "number" && typeof v.address.pincode === "string"
        ? { timestamp: v.address.timestamp, pincode: v.address.pincode }
        : null;
    const slot =
      isObject(v.slotInfo) && typeof v.slotInfo.slotId === "string"
        ? (v.slotInfo as unknown as BookingSlotInfo)
        : null;
    const gender = ["MALE", "FEMALE", "OTHER"].includes(text(info.gender))
      ? (text(info.gender) as BloodWorkGender)
      : "";
    return {
      market,
      packageId: typeof v.packageId === "string" ? v.packageId : null,
      bookingFor: v.bookingFor === "OTHER" ? "OTHER" : "SELF",
      userInfo: { name: text(info.name), age: text(info.age), gender, phoneNumber: text(info.phoneNumber) },
      address,
      slotInfo: slot,
      paymentType: v.paymentType === "COD" ? "COD" : "PREPAID",
      idempotencyKey: v.idempotencyKey,
    };
  } catch {
    return null;
  }
}

export function loadBooking(market: Market, newKey: () => string): BookingState {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(LOCAL_STORAGE_KEYS.BLOOD_WORK_BOOKING);
  } catch {
    raw = null;
  }
  const stored = parseStoredBooking(raw, market);
  return { ...(stored ?? emptyBooking(market, newKey())), isBookinDataInitialised: true };
}

export function saveBooking(state: BookingState): void {
  if (!state.isBookinDataInitialised) return;
  try {
    window.localStorage.setItem(LOCAL_STORAGE_KEYS.BLOOD_WORK_BOOKING, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the flow still works, it is only not restored on reload.
  }
}

export function clearBooking(): void {
  try {
    window.localStorage.removeItem(LOCAL_STORAGE_KEYS.BLOOD_WORK_BOOKING);
  } catch {
    // nothing to clear
  }
}

export type PersonErrors = Partial<Record<keyof BookingUserInfo, string>>;

/** The person's fields checked as the API checks them (name, age in years, gender, a phone of the market). */
export function personErrors(market: Market, info: BookingUserInfo): PersonErrors {
  const errors: PersonErrors = {};
  if (info.name.trim().length < 2) errors.name = "Enter the full name";
  const age = Number(info.age);
  if (!/^\d{1,3}$/.test(info.age.trim()) || age < BLOOD_WORK_AGE.MIN || age > BLOOD_WORK_AGE.MAX) {
    errors.age = "Enter the age in years";
  }
  if (!info.gender) errors.gender = "Choose a gender";
  if (!isValidPhoneForMarket(market, info.phoneNumber)) {
    errors.phoneNumber = `Enter a valid ${MARKET_INFO[market].countryName} phone number`;
  }
  return errors;
}

/** The API's field errors ("userInfo/age") as the form's. */
export function serverPersonErrors(fields: Record<string, string>): PersonErrors {
  const errors: PersonErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const name = key.replace(/^userInfo[./]/, "");
    if (name === "name" || name === "age" || name === "gender" || name === "phoneNumber")
      errors[name] = message;
  }
  return errors;
}
