import type { UserDto } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import { loadSession } from "./session.server.ts";
import { mayHaveSession, parseCookies, userStateFromSession } from "./session.ts";

const user: UserDto = {
  id: "u1",
  phoneNumber: "+919812345678",
  email: null,
  firstName: "Asha",
  lastName: "Rao",
  healthGoal: null,
  isGuestUser: false,
  metaData: { firstPurchaseCompleted: false },
};

/** The in-process API as the root loader sees it: getUser answers by the forwarded cookies. */
function apiAnswering(status: number) {
  const seen: Array<string | null> = [];
  const apiFetch = (async (_url: string, init: RequestInit) => {
    seen.push(new Headers(init.headers).get("cookie"));
    const body = status === 200 ? { body: { userDto: user } } : { error: { code: 4011, message: "x" } };
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { context: { siteOrigin: "http://shop.test", apiFetch }, seen };
}

const page = (cookie?: string) =>
  new Request("http://shop.test/account", cookie ? { headers: { cookie } } : undefined);

describe("session on the server", () => {
  it("reads cookies", () => {
    expect(parseCookies("a=1; isGuestUser=true;  b=x%20y")).toEqual({
      a: "1",
      isGuestUser: "true",
      b: "x y",
    });
    expect(parseCookies(null)).toEqual({});
  });

  it("asks the API with the shopper's cookies, and never without them", async () => {
    const signedIn = apiAnswering(200);
    await expect(loadSession(page("access_token=a; refresh_token=r"), signedIn.context)).resolves.toEqual({
      state: "signed-in",
      user,
    });
    expect(signedIn.seen).toEqual(["access_token=a; refresh_token=r"]);

    const nobody = apiAnswering(200);
    await expect(loadSession(page(), nobody.context)).resolves.toEqual({ state: "signed-out" });
    expect(nobody.seen).toEqual([]);
  });

  it("leaves a lapsed or revoked session to the browser to renew, when it can", async () => {
    const api = apiAnswering(401);
    await expect(loadSession(page("refresh_token=r; isGuestUser=true"), api.context)).resolves.toEqual({
      state: "renew",
      isGuestUser: true,
    });
    expect(api.seen).toEqual([]);
    await expect(loadSession(page("access_token=a; refresh_token=r"), api.context)).resolves.toMatchObject({
      state: "renew",
    });
    await expect(loadSession(page("access_token=a"), api.context)).resolves.toEqual({ state: "signed-out" });
  });

  it("starts the page's user slice from the snapshot", () => {
    expect(userStateFromSession({ state: "signed-in", user })).toMatchObject({
      isLoggedIn: true,
      userId: "u1",
      data: user,
    });
    expect(userStateFromSession({ state: "renew", isGuestUser: false })).toMatchObject({
      isLoggedIn: false,
      isRenewing: true,
    });
    // A shared page (docs/decisions/0042): who this is is not known until the personal call answers.
    expect(userStateFromSession({ state: "deferred" })).toMatchObject({
      isLoggedIn: false,
      isRenewing: true,
    });
    expect(userStateFromSession(undefined).isLoggedIn).toBe(false);
  });
});

describe("mayHaveSession", () => {
  it("is yes only with the readable session hint", () => {
    expect(mayHaveSession("theme=dark; hasSession=true")).toBe(true);
    expect(mayHaveSession("isGuestUser=true; hasSession=true")).toBe(true);
    expect(mayHaveSession("theme=dark")).toBe(false);
    expect(mayHaveSession("")).toBe(false);
  });
});
