/** The sign-in providers besides a code or password, in the order the login popup offers them. */
export const SSO_PROVIDERS = ["google", "apple"] as const;

export type SsoProvider = (typeof SSO_PROVIDERS)[number];
