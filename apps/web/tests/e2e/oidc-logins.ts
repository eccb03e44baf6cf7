/** Accounts the loopback OpenID provider knows (accounts-server.ts); `login` is what one types on its page. */
export const OIDC_LOGINS = {
  google: {
    login: "mira-google",
    email: "mira.kapoor@example.com",
    given_name: "Mira",
    family_name: "Kapoor",
  },
  apple: { login: "dev-apple", email: "dev.arora@example.com", given_name: "Dev", family_name: "Arora" },
} as const;
