import type { LandingData } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import type { Api } from "../../lib/api.ts";
import { createSharedData } from "../../lib/shared-data.ts";
import { landingSharing, loadLanding } from "./landing.ts";

const data: LandingData = {
  seo: { title: "Plans", description: "Plans" },
  hero: { title: "Plans", subtitle: "", image: "/x.svg", cta: { label: "Go", href: "/plans" } },
  blocks: [
    { type: "richText", title: "Why", paragraphs: ["Because"] },
    { type: "planCarousel", title: "Plans", kind: "FITNESS" },
  ],
};

function fakeApi() {
  const calls: string[] = [];
  const api = {
    get: async (path: string) => {
      calls.push(path);
      return { data };
    },
    post: async (path: string) => {
      calls.push(path);
      return {
        plans: [{ planId: "P", description: "long", tier: "PRO", kind: "FITNESS", goal: "STAY_FIT" }],
      };
    },
  } as unknown as Api;
  return { api, calls };
}

describe("landing loading", () => {
  it("shares the content across requests but loads plans for each shopper unless told to share them", async () => {
    const { api, calls } = fakeApi();
    const share = createSharedData(5000, () => 0);
    const first = await loadLanding(api, "plans", { share });
    await loadLanding(api, "plans", { share });
    expect(calls.filter((c) => c.startsWith("/api/dynamic-pages"))).toHaveLength(1);
    expect(calls.filter((c) => c.includes("getAllMonthPlans"))).toHaveLength(2);
    expect(first.blocks.map((b) => b.type)).toEqual(["richText", "planCarousel"]);

    await loadLanding(api, "plans", { share, sharePlans: share });
    await loadLanding(api, "plans", { share, sharePlans: share });
    expect(calls.filter((c) => c.includes("getAllMonthPlans"))).toHaveLength(3);
  });

  it("shares plans only for a visitor without a session", () => {
    const context = { siteOrigin: "", sharedDataTtlMs: 5000 };
    const visitor = landingSharing(new Request("http://shop.test/plans"), context);
    expect(visitor.sharePlans).toBeDefined();
    const signedIn = landingSharing(
      new Request("http://shop.test/plans", {
        headers: { cookie: "access_token=abc; ojas_engagement_sid=1" },
      }),
      context,
    );
    expect(signedIn.share).toBeDefined();
    expect(signedIn.sharePlans).toBeUndefined();
  });
});
