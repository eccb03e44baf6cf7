import { LOCAL_STORAGE_KEYS } from "@ojas/domain";
import type { Api } from "./api.ts";

// The shopper's quiz answers (one JSON text per user at /api/user/quiz/*), one part
// per quiz: { ring: {...}, skin: {...} }. A visitor without a session keeps them in this browser; a signed-in
// shopper (or guest) keeps them on the account, and this browser's copy too.

export type QuizAnswers = Record<string, unknown>;

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/** The answers in a quiz text; anything that is not a JSON object counts as none. */
export function parseQuiz(text: string | null | undefined): QuizAnswers {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as QuizAnswers) : {};
  } catch {
    return {};
  }
}

export function readLocalQuiz(storage: Storage): QuizAnswers {
  return parseQuiz(storage.getItem(LOCAL_STORAGE_KEYS.QUIZ_ANSWERS));
}

/** The account's answers (empty without a session or on failure: answers are a nicety, never a blocker). */
export async function readAccountQuiz(api: Api): Promise<QuizAnswers> {
  try {
    const { quizResponse } = await api.get<{ quizResponse: string | null }>("/api/user/quiz/response");
    return parseQuiz(quizResponse);
  } catch {
    return {};
  }
}

/**
 * Saves one quiz's answers, keeping the other quizzes' parts: in this browser always, and on the account
 * when there is a session. Resolves whether the account has them.
 */
export async function saveQuizPart(
  key: string,
  value: unknown,
  env: { api: Api; storage: Storage; hasSession: boolean },
): Promise<boolean> {
  env.storage.setItem(
    LOCAL_STORAGE_KEYS.QUIZ_ANSWERS,
    JSON.stringify({ ...readLocalQuiz(env.storage), [key]: value }),
  );
  if (!env.hasSession) return false;
  try {
    const current = await readAccountQuiz(env.api);
    await env.api.post("/api/user/quiz/save", {
      quizResponse: JSON.stringify({ ...current, [key]: value }),
    });
    return true;
  } catch {
    return false;
  }
}
