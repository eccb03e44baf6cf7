import type { MyReferralCode } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import { copyFeedback, copyText, friendsText, shareMessage, shareMethod } from "./refer.ts";

const code: MyReferralCode = {
  code: "ASHA7KQ2",
  shareUrl: "https://ojas.example/?referral_code=ASHA7KQ2",
  reward: { referrerLifeBits: 200, friendOffer: "15% off your first order" },
  earned: { friends: 0, lifeBits: 0, referrals: [] },
};

describe("refer a friend", () => {
  it("shares the code and the link, with what the friend gets", () => {
    expect(shareMessage(code)).toEqual({
      title: "Join me on Ojas",
      text: "I use Ojas for my health. Use my code ASHA7KQ2 on your first order. 15% off your first order.",
      url: "https://ojas.example/?referral_code=ASHA7KQ2",
    });
    expect(shareMessage({ ...code, reward: { referrerLifeBits: 200, friendOffer: null } }).text).toBe(
      "I use Ojas for my health. Use my code ASHA7KQ2 on your first order.",
    );
  });

  it("uses the share sheet only where the browser has one", () => {
    expect(shareMethod({ share: async () => {} })).toBe("share");
    expect(shareMethod({} as Pick<Navigator, "share">)).toBe("copy");
    expect(shareMethod(undefined)).toBe("copy");
  });

  it("copies the link and says whether it worked", async () => {
    const written: string[] = [];
    expect(await copyText("link", { writeText: async (t) => void written.push(t) })).toBe(true);
    expect(written).toEqual(["link"]);
    expect(
      await copyText("link", {
        writeText: async () => {
          throw new Error("denied");
        },
      }),
    ).toBe(false);
    expect(await copyText("link", undefined)).toBe(false);
    expect(copyFeedback("copied")).toBe("Link copied");
    expect(copyFeedback("failed")).toMatch(/Could not copy/);
    expect(copyFeedback("idle")).toBe("");
  });

  it("counts friends in words", () => {
    expect(friendsText(0)).toBe("No friends yet");
    expect(friendsText(1)).toBe("1 friend");
    expect(friendsText(3)).toBe("3 friends");
  });
});
