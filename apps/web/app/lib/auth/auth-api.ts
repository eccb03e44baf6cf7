import type {
  Address,
  LifeBitsAccount,
  OtpSent,
  PersonalBits,
  ProfileUpdateBody,
  SsoSourceName,
  UserDto,
} from "@ojas/domain";
import { useMemo } from "react";
import { type Api, createApi } from "../api.ts";
import { useMarket } from "../market.ts";
import type { ActiveSubscription } from "../state/user-slice.ts";
import { utmForRequest } from "../utm.ts";

// The identity and account calls (docs/api.md, identity and users), typed, on the storefront's one client.

/** Exactly one identifier: a phone with its dial code, or an email. */
export type Identifier = { phoneNumber: string; countryCode: string } | { emailId: string };

export interface SignedIn {
  user: UserDto;
  isNewUser: boolean;
}

export interface AddressList {
  addresses: Address[];
  timestamp: number;
}

export type AddressFields = Omit<Address, "timestamp"> & { countryCode?: string };

/** The browser's client in the page's market (the 401 renewal and the snackbar come with it). */
export function useApi(): Api {
  const market = useMarket();
  return useMemo(() => createApi({ market }), [market]);
}

export const authApi = {
  requestOtp: (api: Api, id: Identifier) => api.post<OtpSent>("/api/auth/login-or-signup", id),
  resendOtp: (api: Api, id: Identifier) => api.post<OtpSent>("/api/auth/resend-otp", id),
  verifyOtp: (api: Api, id: Identifier, otp: string) =>
    api.post<SignedIn>("/api/auth/verify-otp", { ...id, otp, utm: utmForRequest() }),
  loginWithPassword: (api: Api, id: Identifier, password: string) =>
    api.post<{ user: UserDto }>("/api/auth/login-via-password", { ...id, password }),
  startSso: (api: Api, provider: "google" | "apple", redirectUri: string) =>
    api.get<{ authorizationUrl: string }>(`/api/auth/sso/${provider}/start`, { redirectUri }),
  loginViaSso: (
    api: Api,
    body: { code: string; source: SsoSourceName; redirectUri: string; state: string; iss?: string },
  ) => api.post<SignedIn>("/api/auth/login-via-sso", { ...body, utm: utmForRequest() }),
  /** A guest session (cookies) for checking out without an account; the same guest when one exists. */
  startGuest: (api: Api) => api.post<{ user: UserDto }>("/api/auth/guest", {}),
  logout: (api: Api) => api.post<Record<string, never>>("/api/logout", {}),
};

export const accountApi = {
  getUser: (api: Api) => api.get<{ userDto: UserDto }>("/api/user/v3/getUser"),
  /** What a shared page shows per shopper (docs/decisions/0042); a lapsed session is renewed first. */
  personal: (api: Api) => api.get<PersonalBits>("/api/user/v1/personal"),
  updateProfile: (api: Api, body: ProfileUpdateBody) =>
    api.put<{ userDto: UserDto }>("/api/user/v3/profile", body),
  setPassword: (api: Api, password: string) => api.put("/api/user/v1/password", { password }),
  addresses: (api: Api) => api.get<AddressList>("/api/user/v1/addresses"),
  createAddress: (api: Api, fields: AddressFields) =>
    api.post<AddressList & { address: Address }>("/api/user/v1/address", fields),
  updateAddress: (api: Api, timestamp: number, fields: AddressFields) =>
    api.put<AddressList & { address: Address }>("/api/user/v1/address", { ...fields, timestamp }),
  deleteAddress: (api: Api, timestamp: number) =>
    api.delete<AddressList>("/api/user/v1/address", { timestamp }),
  lifeBits: (api: Api) => api.get<LifeBitsAccount>("/api/gamification/lifebits/v1/account"),
  subscriptions: (api: Api) =>
    api.get<{ subscriptions: ActiveSubscription[] }>("/api/subscription/v1/getCurrentActive"),
};
