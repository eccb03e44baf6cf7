import { describe, expect, it } from "vitest";
import { missingSessionHint } from "./session-hint.ts";

describe("missingSessionHint", () => {
  it("adds the hint only for a session that lacks it", () => {
    expect(missingSessionHint("refresh_token=r; access_token=a", false)).toBe(
      "hasSession=true; Path=/; SameSite=Lax",
    );
    expect(missingSessionHint("refresh_token=r", true)).toBe("hasSession=true; Path=/; SameSite=Lax; Secure");
    expect(missingSessionHint("refresh_token=r; hasSession=true", false)).toBeNull();
    expect(missingSessionHint("ojas_engagement_sid=x", false)).toBeNull();
    expect(missingSessionHint(undefined, false)).toBeNull();
  });
});
