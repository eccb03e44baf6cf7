import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../tests/memory-storage.ts";
import type { Api } from "./api.ts";
import { parseQuiz, readLocalQuiz, saveQuizPart } from "./quiz.ts";

describe("quiz answers", () => {
  it("reads only JSON objects", () => {
    expect(parseQuiz('{"ring":{"size":"8"}}')).toEqual({ ring: { size: "8" } });
    expect(parseQuiz("[1,2]")).toEqual({});
    expect(parseQuiz("not json")).toEqual({});
    expect(parseQuiz(null)).toEqual({});
  });

  it("keeps a visitor's answers in the browser, one part per quiz", async () => {
    const storage = memoryStorage();
    const api = { get: async () => ({}), post: async () => ({}) } as unknown as Api;
    expect(await saveQuizPart("ring", { size: "8" }, { api, storage, hasSession: false })).toBe(false);
    await saveQuizPart("skin", { skinType: "oily" }, { api, storage, hasSession: false });
    expect(readLocalQuiz(storage)).toEqual({ ring: { size: "8" }, skin: { skinType: "oily" } });
  });

  it("merges into the account's answers when there is a session", async () => {
    const storage = memoryStorage();
    const saved: unknown[] = [];
    const api = {
      get: async () => ({ quizResponse: JSON.stringify({ skin: { skinType: "dry" } }) }),
      post: async (_path: string, body: { quizResponse: string }) => {
        saved.push(JSON.parse(body.quizResponse));
        return body;
      },
    } as unknown as Api;
    expect(await saveQuizPart("ring", { size: "9" }, { api, storage, hasSession: true })).toBe(true);
    expect(saved).toEqual([{ skin: { skinType: "dry" }, ring: { size: "9" } }]);
  });
});
