// The error catalogue (docs/api.md): code, HTTP status and the text shown to people.
export const ERROR_CATALOGUE = {
  4000: { status: 400, message: "Invalid request body" },
  4002: { status: 400, message: "Invalid coupon code" },
  4004: { status: 422, message: "Address is not serviceable at the moment" },
  4006: { status: 409, message: "You already have an active subscription to this plan" },
  4007: { status: 400, message: "Email is required" },
  4008: { status: 409, message: "This phone number is already registered for the webinar" },
  4009: { status: 409, message: "A payment for this order is still pending" },
  4010: { status: 409, message: "An item in your cart is out of stock" },
  4011: { status: 401, message: "Your session is not valid. Please sign in again." },
  4012: { status: 429, message: "Maximum OTP attempts reached. Please try again later." },
  4014: { status: 400, message: "Payment signature verification failed" },
  4030: { status: 403, message: "You are not allowed to do this" },
  4040: { status: 404, message: "Not found" },
  4050: { status: 400, message: "You are not eligible for a referral discount" },
  4051: { status: 400, message: "You are not eligible for a affiliate discount" },
  4090: { status: 409, message: "This idempotency key was used with a different request" },
  4290: { status: 429, message: "Too many requests, please try again later!" },
  5000: { status: 500, message: "Something went wrong. Please try again." },
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const NETWORK_TIMEOUT_CODE = "ECONNABORTED";
export const NETWORK_TIMEOUT_MESSAGE = "Network timeout. Please try again.";
export const USERNAME_EXISTS_CODE = "UsernameExistsException";

export interface ApiErrorBody {
  error: { code: number | string; message: string; fields?: Record<string, string> };
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

export function errorMessage(code: ErrorCode): string {
  return ERROR_CATALOGUE[code].message;
}
