import { invalid } from "./app-error.ts";

/** Opaque paging tokens (nextToken, lastEvaluatedKey): base64url JSON, rejected with 4000 when tampered. */
export function encodePageToken(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

export function decodePageToken<T>(
  token: string,
  isValid: (value: unknown) => value is T,
  field = "nextToken",
): T {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
    if (isValid(value)) return value;
  } catch {
    // fall through to the validation error
  }
  throw invalid({ [field]: "is not a valid page token" });
}

/** Offset tokens for sorted listings: {o: offset}. */
export const offsetToken = {
  encode: (offset: number) => encodePageToken({ o: offset }),
  decode: (token: string | undefined, field = "nextToken"): number =>
    token === undefined
      ? 0
      : decodePageToken(
          token,
          (v): v is { o: number } =>
            typeof v === "object" &&
            v !== null &&
            Number.isSafeInteger((v as { o: unknown }).o) &&
            (v as { o: number }).o >= 0 &&
            (v as { o: number }).o <= 100_000,
          field,
        ).o,
};
