import { describe, expect, it } from "vitest";
import { createSharedData, shareFor } from "./shared-data.ts";

describe("shared loader data", () => {
  it("shares one load among callers until it expires", async () => {
    let clock = 0;
    let loads = 0;
    const share = createSharedData(5000, () => clock);
    const load = async () => ++loads;
    expect(await Promise.all([share("home", load), share("home", load)])).toEqual([1, 1]);
    clock = 4999;
    expect(await share("home", load)).toBe(1);
    clock = 5000;
    expect(await share("home", load)).toBe(2);
    expect(await share("skin", load)).toBe(3);
  });

  it("never keeps a failure, and a caller that joined a failed load tries on its own", async () => {
    const share = createSharedData(5000, () => 0);
    let fail = true;
    let loads = 0;
    const load = async () => {
      loads++;
      if (fail) throw new Error("down");
      return "ok";
    };
    const first = share("home", load);
    fail = false;
    const second = share("home", load);
    await expect(first).rejects.toThrow("down");
    expect(await second).toBe("ok");
    expect(await share("home", load)).toBe("ok");
    expect(loads).toBe(3);
  });

  it("loads every time when sharing is off, and keys by the page's market", async () => {
    let loads = 0;
    const off = createSharedData(0);
    await off("home", async () => ++loads);
    await off("home", async () => ++loads);
    expect(loads).toBe(2);

    const context = { siteOrigin: "", sharedDataTtlMs: 60_000 };
    const india = shareFor(new Request("http://shop.test/skin"), context);
    const uae = shareFor(new Request("http://shop.test/ae/skin"), context);
    const key = `test-${Math.random()}`;
    expect(await india(key, async () => "IN")).toBe("IN");
    expect(await uae(key, async () => "AE")).toBe("AE");
    expect(await india(key, async () => "again")).toBe("IN");
  });

  it("drops the oldest entries beyond its size", async () => {
    const share = createSharedData(5000, () => 0, 2);
    let loads = 0;
    const load = async () => ++loads;
    await share("a", load);
    await share("b", load);
    await share("c", load);
    expect(await share("a", load)).toBe(4);
  });
});
