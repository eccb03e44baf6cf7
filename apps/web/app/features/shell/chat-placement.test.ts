import { describe, expect, it } from "vitest";
import { bubbleStepsAside, overlaps } from "./chat-placement.ts";

const bubble = { left: 288, top: 668, right: 344, bottom: 724 };

describe("where the chat bubble goes", () => {
  it("tells boxes that share area from boxes that only touch or miss", () => {
    expect(overlaps(bubble, { left: 41, top: 650, right: 319, bottom: 694 })).toBe(true);
    expect(overlaps(bubble, { left: 41, top: 600, right: 319, bottom: 668 })).toBe(false);
    expect(overlaps(bubble, { left: 41, top: 668, right: 288, bottom: 700 })).toBe(false);
  });

  it("steps aside over a field or label, or while a field on a phone has focus, but not while in use", () => {
    const input = { left: 41, top: 650, right: 319, bottom: 694 };
    const above = { left: 41, top: 100, right: 319, bottom: 144 };
    expect(
      bubbleStepsAside({ bubble, fields: [above, input], fieldFocusedOnPhone: false, inUse: false }),
    ).toBe(true);
    expect(bubbleStepsAside({ bubble, fields: [above], fieldFocusedOnPhone: false, inUse: false })).toBe(
      false,
    );
    expect(bubbleStepsAside({ bubble, fields: [above], fieldFocusedOnPhone: true, inUse: false })).toBe(true);
    expect(bubbleStepsAside({ bubble, fields: [input], fieldFocusedOnPhone: true, inUse: true })).toBe(false);
  });
});
