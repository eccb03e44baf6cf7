import { type ErrorCode, errorMessage, errorStatus } from "@ojas/domain";

/** A failure with a code from the catalogue; the error handler turns it into `{error}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, message?: string, fields?: Record<string, string>) {
    super(message ?? errorMessage(code));
    this.code = code;
    this.status = errorStatus(code);
    this.fields = fields;
  }
}

export const notFound = (message = "Not found") => new AppError(4040, message);
export const invalid = (fields?: Record<string, string>, message?: string) =>
  new AppError(4000, message, fields);
