import type { Page } from "playwright-core";
import { waitForHydration } from "./browser.ts";

// Steps the checkout and orders journeys share: filling a cart, signing up with a code from the dev
// outbox, paying on the sandbox gateway's page, and the back office's status moves (API calls as staff).

export async function go(page: Page, origin: string, path: string): Promise<void> {
  await page.goto(`${origin}${path}`);
  await waitForHydration(page);
}

/** Adds one unit from a product page, with whichever add-to-cart button the viewport shows. */
export async function addToCart(page: Page, origin: string, productPath: string): Promise<void> {
  await go(page, origin, productPath);
  await page.locator("[data-testid='add-to-cart']:visible").first().click();
  // "Added. View cart" beside the button, or the phone's bottom bar saying so to screen readers.
  await page.getByRole("status").filter({ hasText: "Added" }).first().waitFor({ state: "attached" });
}

let serial = 0;
/** A phone number no other journey uses: India (6-9 then 9 digits) or the US (10 digits). */
export function freshPhone(country: "IN" | "US"): { national: string; e164: string } {
  serial += 1;
  const tail = `${Date.now() % 100_000}${serial}`.padStart(7, "0").slice(-7);
  const national = country === "IN" ? `982${tail}` : `917${tail}`;
  return { national, e164: `${country === "IN" ? "+91" : "+1"}${national}` };
}

/** The newest code sent to a phone or email, from GET /api/dev/outbox. */
export async function outboxOtp(origin: string, to: string): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const response = await fetch(`${origin}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const { body } = (await response.json()) as { body: { messages: Array<{ otp: string | null }> } };
    const otp = body.messages[0]?.otp;
    if (otp) return otp;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was sent to ${to}`);
}

/** Signs up a new shopper in the open login popup. */
export async function signUpInPopup(page: Page, origin: string, country: "IN" | "US"): Promise<string> {
  const phone = freshPhone(country);
  const popup = page.getByRole("dialog");
  await popup.getByLabel("Mobile number", { exact: true }).fill(phone.national);
  await popup.getByRole("button", { name: "Get a one-time code" }).click();
  await popup.getByLabel("One-time code").fill(await outboxOtp(origin, phone.e164));
  await popup.waitFor({ state: "detached" });
  return phone.e164;
}

/**
 * On checkout: continue as a guest (a guest session; no one-time code, which the API limits per client
 * address, so journeys keep codes for the sign-ups they are about).
 */
/** A guest session for the page's browser (no one-time code: the API limits those per client address). */
export async function startGuestSession(page: Page, origin: string): Promise<void> {
  await go(page, origin, "/");
  await page.evaluate(async () => {
    const response = await fetch("/api/auth/guest", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Client": "WEB" },
      body: "{}",
    });
    if (!response.ok) throw new Error(`guest session: ${response.status}`);
  });
  await go(page, origin, "/");
}

export async function continueAsGuest(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await page.getByRole("heading", { name: "Where should we deliver?" }).waitFor();
}

/** A guest's delivery address for this order, confirmed. */
export async function deliverTo(page: Page, address: Parameters<typeof fillAddress>[1]): Promise<void> {
  await fillAddress(page, address);
  await page.getByRole("button", { name: "Deliver to this address" }).click();
  await page.getByRole("button", { name: "Change the delivery address" }).waitFor();
}

export const DELHI = {
  name: "Asha Rao",
  phone: "9876501234",
  line1: "14 Janpath",
  city: "New Delhi",
  state: "Delhi",
  pincode: "110001",
};

export const NEW_YORK = {
  name: "Sam Lee",
  phone: "2125550123",
  line1: "350 5th Ave",
  city: "New York",
  state: "NY",
  pincode: "10001",
};

/** Fills the address form on the page (its labels follow the market). */
export async function fillAddress(
  page: Page,
  address: { name: string; phone: string; line1: string; city: string; state: string; pincode: string },
): Promise<void> {
  await page.getByLabel("Full name").fill(address.name);
  await page.getByLabel("Mobile number", { exact: true }).fill(address.phone);
  await page
    .getByLabel(/^(Flat, house number and street|Street address|Apartment, villa and building)$/)
    .fill(address.line1);
  await page.getByLabel("City").fill(address.city);
  await page.getByLabel(/^(State|Emirate)$/).fill(address.state);
  await page.getByLabel(/^(Pincode|ZIP code|Area)$/).fill(address.pincode);
}

/** Waits until checkout's summary is priced for the latest choice (address, payment type). */
export async function summarySettled(page: Page): Promise<void> {
  await page.locator("[data-testid='checkout-summary'][aria-busy='false']").waitFor();
}

/** Chooses cash on delivery once the summary is priced, and waits for its charges. */
export async function chooseCod(page: Page): Promise<void> {
  await summarySettled(page);
  await page.getByRole("radio", { name: /^Cash on delivery/ }).check();
  await summarySettled(page);
  await page.getByTestId("place-order").filter({ hasText: "Place order" }).waitFor();
}

/** Chooses to pay online (a cart remembers its last payment type) once the summary is priced. */
export async function choosePrepaid(page: Page): Promise<void> {
  await summarySettled(page);
  await page.getByRole("radio", { name: /^Pay online/ }).check();
  await summarySettled(page);
  await page.getByTestId("place-order").filter({ hasText: /^Pay / }).waitFor();
}

/** On the sandbox gateway's hosted page: pay, or fail the payment; back on the confirmation page. */
export async function settleOnSandbox(page: Page, outcome: "pay" | "fail"): Promise<void> {
  await page.waitForURL(/\/api\/payment\/sandbox\/checkout\//);
  await page.getByRole("heading", { name: "Pay Ojas" }).waitFor();
  await page.getByRole("button", { name: outcome === "pay" ? /^Pay / : "Fail payment" }).click();
  await page.waitForURL(/\/order\/confirmation\?/);
  await waitForHydration(page);
}

/** The order id in the confirmation page's address. */
export function orderIdOf(page: Page): string {
  const orderId = new URL(page.url()).searchParams.get("orderId");
  if (!orderId) throw new Error(`no order id in ${page.url()}`);
  return orderId;
}

/** Signs in by email and password through the API; answers the session's cookies. */
export async function passwordSignIn(
  origin: string,
  emailId: string,
  password: string,
): Promise<{ name: string; value: string }[]> {
  const response = await fetch(`${origin}/api/auth/login-via-password`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Client": "WEB", Origin: origin },
    body: JSON.stringify({ emailId, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((c) => {
    const [pair] = c.split(";");
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

export const cookieHeader = (cookies: { name: string; value: string }[]) =>
  cookies.map((c) => `${c.name}=${c.value}`).join("; ");

export const DEMO_STAFF_PASSWORD = "ojas-demo-staff";

/** The demo OPS account, signed in through the API; answers its cookie header. */
export async function staffCookie(origin: string): Promise<string> {
  return cookieHeader(await passwordSignIn(origin, "ops@staff.ojas.in", DEMO_STAFF_PASSWORD));
}

interface StaffOrder {
  status: string;
  nextStatuses: string[];
}

/** Moves an order through statuses as staff, one by one, as the back office would. */
export async function staffMoves(
  origin: string,
  cookie: string,
  orderId: string,
  statuses: readonly string[],
): Promise<StaffOrder> {
  let order: StaffOrder | null = null;
  for (const status of statuses) {
    const response = await fetch(`${origin}/api/staff/orders/${encodeURIComponent(orderId)}/status`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Client": "WEB", Cookie: cookie },
      body: JSON.stringify({ status }),
    });
    const json = (await response.json()) as { body?: { order: StaffOrder }; error?: unknown };
    if (!response.ok || !json.body) {
      throw new Error(`staff move to ${status} failed: ${response.status} ${JSON.stringify(json.error)}`);
    }
    order = json.body.order;
  }
  if (!order) throw new Error("no status to move to");
  return order;
}

/** From an order placed to its delivery. */
export const TO_DELIVERED = [
  "ALLOCATED",
  "ORDER_PICKED",
  "PACK_WAYBILL",
  "READY_TO_DISPATCH",
  "DISPATCH_COMPLETE",
  "IN_TRANSIT",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
] as const;

/** Signs a new shopper up and buys the ring with the 12-month Pro membership, paid on the sandbox page. */
export async function buyRingWithPro(page: Page, origin: string): Promise<void> {
  await go(page, origin, "/ring/preferences");
  const form = page.getByTestId("ring-preferences");
  await form.getByRole("radio", { name: "Matte Black" }).check();
  await form.getByLabel("10", { exact: true }).check();
  await form.getByLabel(/Ring \+ 12-month Pro membership/).check();
  await page.getByRole("complementary").getByRole("button", { name: "Add to cart" }).click();
  await page.waitForURL(/\/cart$/);
  await page.getByTestId("cart-line").nth(1).waitFor();
  await page.getByRole("button", { name: "Sign in to check out" }).click();
  await signUpInPopup(page, origin, "IN");
  await page.waitForURL(`${origin}/checkout`);
  await page.getByRole("heading", { name: "Add a delivery address" }).waitFor();
  await fillAddress(page, DELHI);
  await page.getByRole("button", { name: "Save and deliver here" }).click();
  await page.getByTestId("checkout-address").first().waitFor();
  await choosePrepaid(page);
  await page.getByTestId("place-order").filter({ hasText: /^Pay / }).click();
  await settleOnSandbox(page, "pay");
  await page.getByRole("heading", { name: "Thank you, your order is confirmed", level: 1 }).waitFor();
}
