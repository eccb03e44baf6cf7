import { describe, expect, it } from "vitest";
import { emptyBooking, parseStoredBooking, personErrors, serverPersonErrors } from "./booking-state.ts";

describe("the blood-work booking state", () => {
  it("restores what was stored for the same market, and drops another market's or garbage", () => {
    const state = {
      ...emptyBooking("IN", "k1"),
      packageId: "BW-ESSENTIAL",
      bookingFor: "OTHER" as const,
      userInfo: { name: "Meera", age: "58", gender: "FEMALE" as const, phoneNumber: "9812345678" },
      address: { timestamp: 5, pincode: "560001" },
    };
    const restored = parseStoredBooking(JSON.stringify(state), "IN");
    expect(restored).toMatchObject({ packageId: "BW-ESSENTIAL", bookingFor: "OTHER", idempotencyKey: "k1" });
    expect(restored?.userInfo.name).toBe("Meera");
    expect(parseStoredBooking(JSON.stringify(state), "US")).toBeNull();
    expect(parseStoredBooking("{not json", "IN")).toBeNull();
    expect(parseStoredBooking(null, "IN")).toBeNull();
  });

  it("checks the person per market", () => {
    const ok = { name: "Meera Rao", age: "58", gender: "FEMALE" as const, phoneNumber: "9812345678" };
    expect(personErrors("IN", ok)).toEqual({});
    expect(Object.keys(personErrors("IN", { ...ok, phoneNumber: "2125550123" }))).toEqual(["phoneNumber"]);
    expect(personErrors("US", { ...ok, phoneNumber: "2125550123" })).toEqual({});
    expect(
      Object.keys(personErrors("IN", { name: "M", age: "0", gender: "", phoneNumber: "1" })).sort(),
    ).toEqual(["age", "gender", "name", "phoneNumber"]);
    expect(serverPersonErrors({ "userInfo/age": "Too old", other: "x" })).toEqual({ age: "Too old" });
  });
});
