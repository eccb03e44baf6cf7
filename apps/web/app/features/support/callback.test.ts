import { describe, expect, it } from "vitest";
import type { Api } from "../../lib/api.ts";
import { sendCallback } from "./callback.ts";

function recordingApi() {
  const sent: { path: string; body: unknown }[] = [];
  const api = {
    post: async (path: string, body?: unknown) => {
      sent.push({ path, body });
      return { requestId: "cb-1" };
    },
  } as unknown as Api;
  return { api, sent };
}

describe("sendCallback", () => {
  it("sends the campaign of the form's hidden fields with the lead", async () => {
    const { api, sent } = recordingApi();
    const form = new FormData();
    form.set("name", "Asha Rao");
    form.set("phoneNumber", "9876543210");
    form.set("utm.source", "instagram");
    form.set("utm.campaign", "ring-launch");
    await sendCallback(api, "IN", form);
    expect(sent).toEqual([
      {
        path: "/api/marketing/v1/requestCallBack",
        body: expect.objectContaining({ utm: { source: "instagram", campaign: "ring-launch" } }),
      },
    ]);
  });

  it("sends no campaign when the browser saved none", async () => {
    const { api, sent } = recordingApi();
    const form = new FormData();
    form.set("name", "Asha Rao");
    form.set("phoneNumber", "9876543210");
    await sendCallback(api, "IN", form);
    expect((sent[0]!.body as { utm?: unknown }).utm).toBeUndefined();
  });
});
