import { formatPhone } from "@ojas/domain";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, waitForHydration } from "./browser.ts";
import { OIDC_LOGINS } from "./oidc-logins.ts";

// Sign-in and account journeys against the accounts server (accounts-server.ts): a real API with the dev
// outbox, and a real OpenID provider on loopback for Google and Apple.

const origin = inject("accountsOrigin");
const DEMO = { email: "priya@example.com", phone: "9876543210", password: "ojas-demo-2026" };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let serial = 0;
/** A phone number no other journey uses: India (6-9 then 9 digits) or the US (10 digits). */
function freshPhone(country: "IN" | "US"): { national: string; e164: string } {
  serial += 1;
  const tail = `${Date.now() % 1_000_000}${serial}`.padStart(7, "0").slice(-7);
  const national = country === "IN" ? `981${tail}` : `646${tail}`;
  return { national, e164: `${country === "IN" ? "+91" : "+1"}${national}` };
}

async function open(path: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  await waitForHydration(page);
  return { context, page };
}

/** The newest code sent to a phone or email, from GET /api/dev/outbox. */
async function outboxOtp(to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${origin}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const { body } = (await response.json()) as { body: { messages: Array<{ otp: string | null }> } };
    const otp = body.messages[0]?.otp;
    if (otp) return otp;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was sent to ${to}`);
}

const popup = (page: Page) => page.getByRole("dialog");

async function askForCode(page: Page, phone: string) {
  await popup(page).getByLabel("Mobile number", { exact: true }).fill(phone);
  await popup(page).getByRole("button", { name: "Get a one-time code" }).click();
  await popup(page).getByLabel("One-time code").waitFor();
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await popup(page).getByRole("button", { name: "Email" }).click();
  await popup(page).getByLabel("Email").fill(email);
  await popup(page).getByRole("button", { name: "Sign in with a password instead" }).click();
  await popup(page).getByLabel("Password").fill(password);
  await popup(page).getByRole("button", { name: "Sign in", exact: true }).click();
  await popup(page).waitFor({ state: "detached" });
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies(origin)).find((c) => c.name === name);
}

describe("accounts: sign in and sign up", () => {
  it("signs up by phone in India with the code from the dev outbox", async () => {
    const { context, page } = await open("/");
    const phone = freshPhone("IN");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(
      popup(page).getByRole("heading", { name: "Sign in or create an account" }).isVisible(),
    ).resolves.toBe(true);
    expect(await popup(page).getByLabel("Country code").inputValue()).toBe("IN");
    await askForCode(page, phone.national);
    await popup(page).getByText("Welcome to Ojas.").waitFor();
    await popup(page)
      .getByLabel("One-time code")
      .fill(await outboxOtp(phone.e164));
    await page.getByRole("link", { name: "Your account" }).waitFor();
    expect(await popup(page).count()).toBe(0);

    const access = await cookie(context, "access_token");
    expect(access?.httpOnly).toBe(true);
    expect(await cookie(context, "isGuestUser")).toBeUndefined();

    await page.getByRole("link", { name: "Your account" }).click();
    await page.getByTestId("account-identity").getByText(formatPhone(phone.e164)).waitFor();
    // A reload is rendered on the server for the same shopper.
    const html = await (await page.request.get(`${origin}/account`)).text();
    expect(html).toContain(formatPhone(phone.e164));
    await context.close();
  });

  it("signs up in the US with a +1 number, reading the code on the /dev/outbox page", async () => {
    const { context, page } = await open("/us", 390);
    const phone = freshPhone("US");
    await page.getByRole("button", { name: "Sign in" }).click();
    expect(await popup(page).getByLabel("Country code").inputValue()).toBe("US");
    await askForCode(page, phone.national);

    const outbox = await context.newPage();
    await outbox.goto(`${origin}/dev/outbox?to=${encodeURIComponent(phone.e164)}`);
    const otp = (await outbox.getByTestId("outbox-otp").first().innerText()).trim();
    expect(otp).toMatch(/^\d{6}$/);
    await outbox.close();

    await popup(page).getByLabel("One-time code").fill(otp);
    await page.getByRole("link", { name: "Your account" }).waitFor();
    await page.goto(`${origin}/us/account`);
    await page.getByTestId("account-identity").getByText(formatPhone(phone.e164)).waitFor();
    await context.close();
  });

  it("signs in an existing shopper by email code and shows their life bits", async () => {
    const { context, page } = await open("/account");
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    await popup(page).getByRole("button", { name: "Email" }).click();
    await popup(page).getByLabel("Email").fill("priya@");
    await popup(page).getByRole("button", { name: "Get a one-time code" }).click();
    await popup(page).getByText("Enter a valid email address").waitFor();
    await popup(page).getByLabel("Email").fill(DEMO.email);
    await popup(page).getByRole("button", { name: "Get a one-time code" }).click();
    await popup(page)
      .getByLabel("One-time code")
      .fill(await outboxOtp(DEMO.email));
    await page.getByText("Welcome back, Priya.").waitFor();
    await page.getByRole("heading", { name: "Life bits" }).waitFor();
    expect(await page.getByTestId("life-bits-total").innerText()).toBe("500");
    await context.close();
  });

  it("a wrong code says how many tries are left; the right one then signs in", async () => {
    const { context, page } = await open("/");
    const phone = freshPhone("IN");
    await page.getByRole("button", { name: "Sign in" }).click();
    await askForCode(page, phone.national);
    const otp = await outboxOtp(phone.e164);
    const wrong = `${otp.slice(0, 5)}${(Number(otp[5]) + 1) % 10}`;
    await popup(page).getByLabel("One-time code").fill(wrong);
    await popup(page).getByText("That code is not right. 4 tries left.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await popup(page).getByLabel("One-time code").fill(otp);
    await page.getByRole("link", { name: "Your account" }).waitFor();
    await context.close();
  });

  it("the popup is a labelled modal: focus stays inside and Escape closes it", async () => {
    const { context, page } = await open("/?showLoginPopup=true");
    await popup(page).waitFor();
    expect(await popup(page).getAttribute("aria-labelledby")).toBe("login-title");
    expect(await seriousViolations(page)).toEqual([]);
    // The first field to fill has the focus, not the close button.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("login-phone");
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await popup(page).waitFor({ state: "detached" });
    // Closing also drops the ask from the address, so a reload does not open it again.
    await page.waitForURL(`${origin}/`);
    await context.close();
  });
});

describe("accounts: sessions", () => {
  it("an expired access token is renewed silently, mid-session and on a new page", async () => {
    const { context, page } = await open("/account");
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    await signInWithPassword(page, DEMO.email, DEMO.password);
    await page.getByLabel("First name").waitFor();
    const before = (await cookie(context, "refresh_token"))?.value;

    // The 15-minute access cookie is gone: the next call gets a 401, renews once and is retried.
    await context.clearCookies({ name: "access_token" });
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.getByText("Your profile is saved.").waitFor();
    expect(await cookie(context, "access_token")).toBeDefined();
    expect((await cookie(context, "refresh_token"))?.value).not.toBe(before);

    // A full page load without it: the server cannot tell who this is, the browser renews.
    await context.clearCookies({ name: "access_token" });
    await page.goto(`${origin}/account/addresses`);
    await page.getByTestId("address-card").first().waitFor();
    expect(await cookie(context, "access_token")).toBeDefined();
    expect(page.url()).toBe(`${origin}/account/addresses`);
    await context.close();
  });

  it("a revoked session lands on the login popup and signing in returns to the page", async () => {
    const { context, page } = await open("/account/addresses");
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    await signInWithPassword(page, DEMO.email, DEMO.password);
    await page.getByTestId("address-card").first().waitFor();

    // Signed out elsewhere: the session family is revoked on the server.
    const refresh = await cookie(context, "refresh_token");
    const logout = await fetch(`${origin}/api/logout`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Client": "WEB",
        Cookie: `refresh_token=${refresh?.value}`,
      },
      body: "{}",
    });
    expect(logout.status).toBe(200);

    await page.getByRole("button", { name: "Add a new address" }).click();
    await page.getByLabel("Full name").fill("Priya Sharma");
    await page.getByLabel("Mobile number").fill("9876543210");
    await page.getByLabel("Flat, house number and street").fill("22 Palm Grove Road");
    await page.getByLabel("City").fill("Bengaluru");
    await page.getByLabel("State").fill("Karnataka");
    await page.getByLabel("Pincode").fill("560001");
    await page.getByRole("button", { name: "Save address" }).click();

    await page.waitForURL(
      (url) =>
        url.pathname === "/" &&
        url.searchParams.get("showLoginPopup") === "true" &&
        url.searchParams.get("redirectUrl") === "/account/addresses",
    );
    await popup(page).waitFor();
    expect(await cookie(context, "refresh_token")).toBeUndefined();
    await signInWithPassword(page, DEMO.email, DEMO.password);
    await page.waitForURL(`${origin}/account/addresses`);
    await page.getByTestId("address-card").first().waitFor();
    await context.close();
  });
});

describe("accounts: address book", () => {
  it("adds, edits, makes default and deletes addresses, with the market's inline messages", async () => {
    const { context, page } = await open("/account/addresses", 390);
    const phone = freshPhone("IN");
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    await askForCode(page, phone.national);
    await popup(page)
      .getByLabel("One-time code")
      .fill(await outboxOtp(phone.e164));
    await page.getByText("You have no saved addresses yet.").waitFor();

    await page.getByRole("button", { name: "Add a new address" }).click();
    // The account's own mobile number is filled in.
    expect(await page.getByLabel("Mobile number").inputValue()).toBe(phone.national);
    await page.getByLabel("Pincode").fill("1100");
    await page.getByRole("button", { name: "Save address" }).click();
    await page.getByText("Enter a valid 6-digit pincode").waitFor();
    await page.getByText("Enter the recipient's full name").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const fill = async (
      name: string,
      mobile: string,
      line1: string,
      city: string,
      state: string,
      pin: string,
    ) => {
      await page.getByLabel("Full name").fill(name);
      await page.getByLabel("Mobile number").fill(mobile);
      await page.getByLabel("Flat, house number and street").fill(line1);
      await page.getByLabel("City").fill(city);
      await page.getByLabel("State").fill(state);
      await page.getByLabel("Pincode").fill(pin);
    };
    await fill("Asha Rao", "9812345678", "14, 2nd Cross, Indiranagar", "Bengaluru", "Karnataka", "560038");
    await page.getByRole("button", { name: "Save address" }).click();
    await page.getByText("1 saved address").waitFor();
    const cards = page.getByTestId("address-card");
    const isDefault = (card: ReturnType<typeof cards.nth>) =>
      card.getByText("Default", { exact: true }).count();
    expect(await isDefault(cards.first())).toBe(1);

    await page.getByRole("button", { name: "Add a new address" }).click();
    // A complete pincode fills in the city and state, which stay editable.
    await page.getByLabel("Pincode").fill("400001");
    await page
      .getByRole("status")
      .filter({ hasText: "Mumbai, Maharashtra: filled in from the pincode" })
      .waitFor();
    expect(await page.getByLabel("City").inputValue()).toBe("Mumbai");
    expect(await page.getByLabel("State").inputValue()).toBe("Maharashtra");
    await fill("Rahul Rao", "9898989898", "B-402, Lodha Park", "Mumbai", "Maharashtra", "400001");
    await page.getByRole("radio", { name: "Office" }).check();
    await page.getByRole("button", { name: "Save address" }).click();
    await page.getByText("2 saved addresses").waitFor();

    await page.getByRole("button", { name: "Make the address of Rahul Rao the default" }).click();
    await page.getByText("Rahul Rao's address is now your default.").waitFor();
    expect(await cards.first().getByRole("heading").innerText()).toBe("Rahul Rao");
    expect(await isDefault(cards.first())).toBe(1);
    expect(await isDefault(cards.nth(1))).toBe(0);

    await page.getByRole("button", { name: "Edit the address of Asha Rao" }).click();
    await page.getByLabel("City").fill("Bangalore");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Address updated.").waitFor();
    await page.getByText("Bangalore, Karnataka 560038").waitFor();

    await page.getByRole("button", { name: "Delete the address of Rahul Rao" }).click();
    await page.getByRole("button", { name: "Yes, delete the address of Rahul Rao" }).click();
    await page.getByText("1 saved address").waitFor();
    // The deleted default passes to the address that is left.
    expect(await isDefault(cards.first())).toBe(1);

    // A reload reads the same book from the server.
    await page.reload();
    await page.getByText("Bangalore, Karnataka 560038").waitFor();

    // In the UAE the "pincode" is the area, and the phone a UAE mobile.
    await page.goto(`${origin}/ae/account/addresses`);
    await page.getByRole("button", { name: "Add a new address" }).click();
    await page.getByLabel("Area", { exact: true }).fill("7");
    await page.getByLabel("Mobile number").fill("9812345678");
    await page.getByRole("button", { name: "Save address" }).click();
    await page.getByText("Enter your area, such as Dubai Marina").waitFor();
    await page.getByText("Enter a valid United Arab Emirates mobile number").waitFor();
    // The emirate is offered as it is typed: the field's list holds the seven.
    const choices = (field: string) =>
      page.evaluate((id) => {
        const list = (document.getElementById(id) as HTMLInputElement).list;
        return list ? [...list.options].map((o) => o.value) : [];
      }, field);
    const emirates = await choices("address-state");
    expect(emirates).toHaveLength(7);
    expect(emirates).toContain("Dubai");
    // In the US the states by their abbreviation; India's pincode fills the state in, so none there.
    await page.goto(`${origin}/us/account/addresses`);
    await page.getByRole("button", { name: "Add a new address" }).click();
    const states = await choices("address-state");
    expect(states).toHaveLength(51);
    expect(states).toContain("NY");
    await page.goto(`${origin}/account/addresses`);
    await page.getByRole("button", { name: "Add a new address" }).click();
    expect(await choices("address-state")).toEqual([]);
    await context.close();
  });
});

describe("accounts: Google and Apple", () => {
  async function providerSignIn(page: Page, login: string) {
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill("any");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
  }

  it("offers Google and Apple only where the API is configured for them", async () => {
    const { context, page } = await open("/skin");
    await page.getByRole("button", { name: "Sign in" }).click();
    await popup(page).getByLabel("Mobile number", { exact: true }).waitFor();
    expect(
      await popup(page)
        .getByRole("button", { name: /^Continue with / })
        .allInnerTexts(),
    ).toEqual(["Continue with Google", "Continue with Apple"]);
    // The main test server has no Google or Apple settings: the popup offers neither.
    await page.goto(`${inject("webOrigin")}/skin`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign in" }).click();
    await popup(page).getByLabel("Mobile number", { exact: true }).waitFor();
    expect(
      await popup(page)
        .getByRole("button", { name: /^Continue with / })
        .count(),
    ).toBe(0);
    expect(await popup(page).getByText("or", { exact: true }).count()).toBe(0);
    await context.close();
  });

  it("signs in with the loopback OpenID provider as Google and comes back to the page", async () => {
    const { context, page } = await open("/skin?utm_source=mail");
    // The provider's pages load a web font; there is no internet here.
    await context.route(/^https:\/\/fonts\./, (route) => route.abort());
    await page.getByRole("button", { name: "Sign in" }).click();
    await popup(page).getByRole("button", { name: "Continue with Google" }).click();
    await providerSignIn(page, OIDC_LOGINS.google.login);
    await page.waitForURL(`${origin}/skin?utm_source=mail`);
    await page.getByRole("link", { name: "Your account" }).click();
    await page.getByTestId("account-identity").getByText(OIDC_LOGINS.google.email).waitFor();
    expect(await page.getByLabel("First name").inputValue()).toBe("Mira");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${origin}/`);
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    expect(await cookie(context, "refresh_token")).toBeUndefined();
    await context.close();
  });

  it("signs in as Apple, whose answer is posted back to the callback page (form_post)", async () => {
    const { context, page } = await open("/ae/account");
    await context.route(/^https:\/\/fonts\./, (route) => route.abort());
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    await popup(page).getByRole("button", { name: "Continue with Apple" }).click();
    await providerSignIn(page, OIDC_LOGINS.apple.login);
    await page.waitForURL(`${origin}/ae/account`);
    await page.getByTestId("account-identity").getByText(OIDC_LOGINS.apple.email).waitFor();
    await context.close();
  });
});
