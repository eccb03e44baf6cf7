import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, with its development login and
 * consent pages. Accounts are added by the tests; their id is what one types as "login".
 */
export async function startOidcProvider(redirectUris: string[]) {
  const accounts = new Map<string, TestAccount>();
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: "test-rs256", alg: "RS256", use: "sig" };
  const google: TestClient = { clientId: "ojas-web-google", clientSecret: "google-test-secret-0123456789" };
  const apple: TestClient = { clientId: "ojas-web-apple", clientSecret: "apple-test-secret-0123456789" };

  const provider = new Provider(issuer, {
    clients: [google, apple].map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: redirectUris,
      grant_types: ["authorization_code"],
      response_types: ["code"],
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: ["oidc-test-cookie-key-0123456789"] },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: true } },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "name"],
    },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          const name = [account.given_name, account.family_name].filter(Boolean).join(" ");
          return { sub, ...account, ...(name ? { name } : {}) };
        },
      };
    },
  });
  handler = provider.callback();

  return {
    issuer,
    google,
    apple,
    accounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const HIDDEN_INPUT = /<input type="hidden" name="([^"]+)" value="([^"]*)"\s*\/?>/g;

/**
 * Plays the browser: follows the provider's redirects with its cookies, signs in as `login` and
 * consents, and answers the parameters the provider sends back to the redirect URI (by redirect, or
 * by an auto-submitted form for response_mode=form_post).
 */
export async function authorizeAt(authorizationUrl: string, login: string): Promise<URLSearchParams> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let init: RequestInit = { method: "GET" };
  const redirectOrigin = new URL(url.searchParams.get("redirect_uri")!).origin;
  for (let step = 0; step < 20; step++) {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ""] = c.split(";");
      const eq = pair.indexOf("=");
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = res.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.origin === redirectOrigin) return next.searchParams;
      url = next;
      init = { method: "GET" };
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    if (html.includes(`action="${redirectOrigin}`)) {
      return new URLSearchParams([...html.matchAll(HIDDEN_INPUT)].map((m) => [m[1]!, m[2]!]));
    }
    const form: Record<string, string> = html.includes('name="prompt" value="login"')
      ? { prompt: "login", login, password: "any" }
      : { prompt: "consent" };
    init = {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    };
  }
  throw new Error("the provider did not redirect back");
}
