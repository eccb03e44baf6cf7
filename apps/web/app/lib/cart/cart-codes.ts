import { LOCAL_STORAGE_KEYS, QUERY_PARAMS } from "@ojas/domain";

/** The codes a cart call carries besides its lines (referral, affiliate and coupon codes). */
export interface CartCodes {
  referralCode?: string;
  affiliateCode?: string;
  couponCode?: string;
}

/** A coupon from a link (or typed by a guest), kept until it is applied or removed. */
export const COUPON_CODE_KEY = QUERY_PARAMS.COUPON_CODE;

const KEYS = {
  referralCode: LOCAL_STORAGE_KEYS.REFERRAL_CODE,
  affiliateCode: LOCAL_STORAGE_KEYS.AFFILIATE_CODE,
  couponCode: COUPON_CODE_KEY,
} as const;

const CODE = /^[A-Za-z0-9_-]{1,40}$/;

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

/** Stores referral_code, affiliate_code and coupon_code from the query string; returns whether any came. */
export function captureCartCodes(search: string, storage: Storage): boolean {
  const params = new URLSearchParams(search);
  let found = false;
  const pairs: Array<[keyof CartCodes, string]> = [
    ["referralCode", QUERY_PARAMS.REFERRAL_CODE],
    ["affiliateCode", QUERY_PARAMS.AFFILIATE_CODE],
    ["couponCode", QUERY_PARAMS.COUPON_CODE],
  ];
  for (const [field, param] of pairs) {
    const value = params.get(param)?.trim();
    if (value && CODE.test(value)) {
      storage.setItem(KEYS[field], value.toUpperCase());
      found = true;
    }
  }
  return found;
}

export function readCartCodes(storage: Storage): CartCodes {
  const codes: CartCodes = {};
  for (const field of Object.keys(KEYS) as Array<keyof CartCodes>) {
    const value = storage.getItem(KEYS[field]);
    if (value) codes[field] = value;
  }
  return codes;
}

export function forgetCartCode(field: keyof CartCodes, storage: Storage): void {
  storage.removeItem(KEYS[field]);
}

export function rememberCoupon(code: string | null, storage: Storage): void {
  if (code) storage.setItem(COUPON_CODE_KEY, code);
  else storage.removeItem(COUPON_CODE_KEY);
}
