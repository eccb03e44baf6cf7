import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const PUBLIC_DIR = new URL("../../../../web/public/", import.meta.url);
const WEBM_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** The clip a mediaUrl names: a small WebM file of the storefront's own. */
function expectOwnClip(mediaUrl: string) {
  expect(mediaUrl).toMatch(/^\/media\/videos\/[a-z0-9-]+\.webm$/);
  const file = new URL(`.${mediaUrl}`, PUBLIC_DIR);
  expect(fs.existsSync(file), mediaUrl).toBe(true);
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 4).equals(WEBM_MAGIC), mediaUrl).toBe(true);
  expect(bytes.length, mediaUrl).toBeLessThan(50_000);
}

describe("video media", () => {
  it("gives every workout video a clip the shop serves itself", async () => {
    const { videos } = (await call(ctx, { method: "GET", url: "/api/fitness/videoLibrary" })).json().body;
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) expectOwnClip(video.mediaUrl);
  });

  it("gives every creator video a clip the shop serves itself", async () => {
    const res = await call(ctx, { method: "GET", url: "/api/marketing/influencer/v1/videos" });
    const { videos } = res.json().body;
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) expectOwnClip(video.mediaUrl);
  });

  it("serves the clips as WebM video", async () => {
    const res = await call(ctx, { method: "GET", url: "/media/videos/inf-cgm-indian-breakfasts.webm" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("video/webm");
  });
});
