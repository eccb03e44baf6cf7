import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { addresses } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterEach(() => {
  ctx.clock.offset = 0;
});

type Market = "IN" | "AE" | "US";

const home = {
  name: "Ananya Rao",
  phoneNumber: "9845012345",
  line1: "No. 7, 2nd Main, Indiranagar",
  landmark: "Behind the metro station",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560038",
  type: "Home",
};
const office = {
  ...home,
  line1: "WeWork Galaxy, 43 Residency Road",
  line2: "Floor 5",
  pincode: "560025",
  type: "Office",
};

const list = async (jar: CookieJar) =>
  (await browse(ctx, jar, { method: "GET", url: "/api/user/v1/addresses" })).json().body;
const create = (jar: CookieJar, payload: object, market?: Market) =>
  browse(ctx, jar, { method: "POST", url: "/api/user/v1/address", payload, market });
const update = (jar: CookieJar, payload: object, market?: Market) =>
  browse(ctx, jar, { method: "PUT", url: "/api/user/v1/address", payload, market });
const remove = (jar: CookieJar, timestamp: number | string) =>
  browse(ctx, jar, { method: "DELETE", url: `/api/user/v1/address?timestamp=${timestamp}` });
const rowsOf = (userId: string) => ctx.deps.db.select().from(addresses).where(eq(addresses.userId, userId));

describe("GET /api/user/v1/addresses", () => {
  it("answers the list with the server's instant", async () => {
    const { jar } = await signInByPhone(ctx);
    const before = Date.now();
    const body = await list(jar);
    expect(body.addresses).toEqual([]);
    expect(body.timestamp).toBeGreaterThanOrEqual(before);
  });

  it("answers the demo shopper's two Indian addresses, one default", async () => {
    const demo = new CookieJar();
    await browse(ctx, demo, {
      method: "POST",
      url: "/api/auth/login-via-password",
      payload: { phoneNumber: "9876543210", password: "ojas-demo-2026" },
    });
    const body = await list(demo);
    expect(body.addresses.map((a: { pincode: string }) => a.pincode).sort()).toEqual(["110001", "560001"]);
    expect(body.addresses.filter((a: { defaultAddress: boolean }) => a.defaultAddress)).toHaveLength(1);
  });

  it("lists only the caller's addresses, whatever the query names", async () => {
    const owner = await signInByPhone(ctx);
    await create(owner.jar, home);
    const { jar } = await signInByPhone(ctx);
    const res = await browse(ctx, jar, {
      method: "GET",
      url: `/api/user/v1/addresses?userId=${owner.user.id}`,
    });
    expect(res.json().body.addresses).toEqual([]);
  });

  it("needs a session (4011)", async () => {
    const res = await call(ctx, { method: "GET", url: "/api/user/v1/addresses" });
    expect(res.json().error.code).toBe(4011);
  });
});

describe("POST /api/user/v1/address", () => {
  it("stores the address with its creation timestamp, E.164 phone and country; the first is default", async () => {
    const { jar } = await signInByPhone(ctx);
    const before = ctx.deps.now();
    const res = await create(jar, home);
    expect(res.statusCode).toBe(201);
    const { address } = res.json().body;
    expect(address).toEqual({
      ...home,
      phoneNumber: "+919845012345",
      country: "India",
      defaultAddress: true,
      timestamp: expect.any(Number),
    });
    expect(address.timestamp).toBeGreaterThanOrEqual(before);
    const second = (await create(jar, office)).json().body.address;
    expect(second.defaultAddress).toBe(false);
    expect(second.timestamp).toBeGreaterThan(address.timestamp);
  });

  it("making a new address the default clears the others", async () => {
    const { jar } = await signInByPhone(ctx);
    await create(jar, home);
    const res = await create(jar, { ...office, defaultAddress: true });
    const all = res.json().body.addresses as { timestamp: number; defaultAddress: boolean }[];
    expect(all.filter((a) => a.defaultAddress).map((a) => a.timestamp)).toEqual([
      res.json().body.address.timestamp,
    ]);
  });

  it.each([
    [
      "US",
      { ...home, phoneNumber: "(646) 555-0199", city: "New York", state: "NY", pincode: "10001" },
      "+16465550199",
      "United States",
    ],
    [
      "AE",
      { ...home, phoneNumber: "050 123 4567", city: "Dubai", state: "Dubai", pincode: "Dubai Marina" },
      "+971501234567",
      "United Arab Emirates",
    ],
    [
      "IN",
      {
        ...home,
        country: "US",
        phoneNumber: "2125550142",
        city: "New York",
        state: "NY",
        pincode: "10001-2345",
      },
      "+12125550142",
      "United States",
    ],
  ] as const)("follows the %s rules for pincode and phone", async (market, body, phone, country) => {
    const { jar } = await signInByPhone(ctx);
    const res = await create(jar, body, market);
    expect(res.statusCode).toBe(201);
    expect(res.json().body.address).toMatchObject({ phoneNumber: phone, country, pincode: body.pincode });
  });

  it.each([
    ["IN", { ...home, pincode: "56001" }, ["pincode"]],
    ["IN", { ...home, pincode: "012345" }, ["pincode"]],
    ["US", { ...home, pincode: "560038", phoneNumber: "555-01" }, ["pincode", "phoneNumber"]],
    ["AE", { ...home, pincode: "12345" }, ["pincode"]],
    ["IN", { ...home, phoneNumber: "5845012345" }, ["phoneNumber"]],
    ["IN", { ...home, country: "Germany" }, ["country"]],
    ["IN", { ...home, type: "Villa" }, ["type"]],
    ["IN", { ...home, line1: "" }, ["line1"]],
    ["IN", { name: "A" }, ["name", "line1", "city", "state"]],
  ] as const)(
    "rejects a bad %s address %# with 4000 naming the fields, storing nothing",
    async (market, body, fields) => {
      const { jar, user } = await signInByPhone(ctx);
      const res = await create(jar, body, market);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining([...fields]));
      expect(await rowsOf(user.id)).toHaveLength(0);
    },
  );

  it("takes a numbered UAE area as the address's area", async () => {
    const { jar } = await signInByPhone(ctx);
    const body = { ...home, phoneNumber: "501234567", city: "Dubai", state: "Dubai", pincode: "Al Barsha 1" };
    const res = await create(jar, body, "AE");
    expect(res.statusCode).toBe(201);
    expect(res.json().body.address.pincode).toBe("Al Barsha 1");
  });

  it("words every field message for the shopper: limits, missing fields and wrong types", async () => {
    const { jar, user } = await signInByPhone(ctx);
    const res = await create(jar, {
      ...home,
      name: "N".repeat(81),
      line1: "L".repeat(121),
      landmark: 12,
      city: "",
      state: undefined,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 4000,
      message: "Invalid request body",
      fields: {
        name: "Keep the name under 80 characters",
        line1: "Keep the first address line under 120 characters",
        landmark: "Enter the landmark as text",
        city: "Enter the city",
        state: "Enter the state",
      },
    });
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it("keeps at most 20 addresses", async () => {
    const { jar, user } = await signInByPhone(ctx);
    for (let i = 0; i < 20; i++)
      expect((await create(jar, { ...home, line1: `House ${i + 1}` })).statusCode).toBe(201);
    const res = await create(jar, home);
    expect(res.statusCode).toBe(400);
    expect(await rowsOf(user.id)).toHaveLength(20);
  });

  it("gives addresses made in the same instant distinct timestamps", async () => {
    const { jar } = await signInByPhone(ctx);
    const results = await Promise.all([create(jar, home), create(jar, office), create(jar, home)]);
    const stamps = results.map((r) => r.json().body.address.timestamp);
    expect(new Set(stamps).size).toBe(3);
    const all = (await list(jar)).addresses as { defaultAddress: boolean }[];
    expect(all.filter((a) => a.defaultAddress)).toHaveLength(1);
  });

  it("ignores any user id in the body: the address is the caller's", async () => {
    const other = await signInByPhone(ctx);
    const { jar, user } = await signInByPhone(ctx);
    expect((await create(jar, { ...home, userId: other.user.id })).statusCode).toBe(201);
    expect(await rowsOf(other.user.id)).toHaveLength(0);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });
});

describe("PUT /api/user/v1/address", () => {
  it("replaces the fields of the address named by timestamp", async () => {
    const { jar } = await signInByPhone(ctx);
    const { timestamp } = (await create(jar, home)).json().body.address;
    const res = await update(jar, { ...office, timestamp });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.address).toMatchObject({
      timestamp,
      line1: office.line1,
      line2: "Floor 5",
      type: "Office",
    });
    expect((await list(jar)).addresses).toHaveLength(1);
  });

  it("moves the default only when another address is made the default", async () => {
    const { jar } = await signInByPhone(ctx);
    const first = (await create(jar, home)).json().body.address;
    const second = (await create(jar, office)).json().body.address;
    await update(jar, { ...home, timestamp: first.timestamp, defaultAddress: false });
    let all = (await list(jar)).addresses as { timestamp: number; defaultAddress: boolean }[];
    expect(all.find((a) => a.defaultAddress)!.timestamp).toBe(first.timestamp);
    await update(jar, { ...office, timestamp: second.timestamp, defaultAddress: true });
    all = (await list(jar)).addresses;
    expect(all.filter((a) => a.defaultAddress).map((a) => a.timestamp)).toEqual([second.timestamp]);
  });

  it("answers 4040 for another user's address and changes nothing", async () => {
    const owner = await signInByPhone(ctx);
    const { timestamp } = (await create(owner.jar, home)).json().body.address;
    const { jar } = await signInByPhone(ctx);
    const res = await update(jar, { ...office, timestamp, userId: owner.user.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(4040);
    const [row] = await rowsOf(owner.user.id);
    expect(row!.line1).toBe(home.line1);
  });

  it("validates like creation", async () => {
    const { jar, user } = await signInByPhone(ctx);
    const { timestamp } = (await create(jar, home)).json().body.address;
    const res = await update(jar, { ...home, timestamp, pincode: "ABCDEF" });
    expect(res.statusCode).toBe(400);
    expect((await rowsOf(user.id))[0]!.pincode).toBe(home.pincode);
  });
});

describe("DELETE /api/user/v1/address?timestamp=", () => {
  it("deletes the address; deleting the default makes the newest remaining one the default", async () => {
    const { jar } = await signInByPhone(ctx);
    const first = (await create(jar, home)).json().body.address;
    const second = (await create(jar, office)).json().body.address;
    const third = (await create(jar, { ...home, line1: "Flat 9, Palm Grove" })).json().body.address;
    const res = await remove(jar, first.timestamp);
    expect(res.statusCode).toBe(200);
    const left = res.json().body.addresses as { timestamp: number; defaultAddress: boolean }[];
    expect(left.map((a) => a.timestamp).sort()).toEqual([second.timestamp, third.timestamp].sort());
    expect(left.find((a) => a.defaultAddress)!.timestamp).toBe(third.timestamp);
  });

  it("answers 4040 for an unknown or another user's timestamp and deletes nothing", async () => {
    const owner = await signInByPhone(ctx);
    const { timestamp } = (await create(owner.jar, home)).json().body.address;
    const { jar } = await signInByPhone(ctx);
    expect((await remove(jar, timestamp)).json().error.code).toBe(4040);
    expect((await remove(owner.jar, timestamp + 999_999)).json().error.code).toBe(4040);
    expect(await rowsOf(owner.user.id)).toHaveLength(1);
  });

  it("needs a numeric timestamp", async () => {
    const { jar } = await signInByPhone(ctx);
    expect((await remove(jar, "yesterday")).statusCode).toBe(400);
  });
});
