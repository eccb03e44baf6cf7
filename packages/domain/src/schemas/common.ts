import { z } from "zod";
import { CURRENCIES, MARKETS } from "../markets.ts";
import { utmFromBody } from "../utm.ts";

export const marketSchema = z.enum(MARKETS);
export const currencySchema = z.enum(CURRENCIES);

/** An amount in the currency's minor unit (paise, fils, cents). */
export const moneySchema = z.int().min(0);

/** Epoch milliseconds. */
export const epochMsSchema = z.int().min(0);

export const errorBodySchema = z.object({
  error: z.object({
    code: z.union([z.number(), z.string()]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The success envelope (docs/api.md, conventions): `{ body: <payload> }`. */
export function bodyOf<T extends z.ZodType>(schema: T) {
  return z.object({ body: schema });
}

/** Cursor paging: null when there is no further page. */
export const pagingSchema = z.object({ nextToken: z.string().nullable() });
export type Paging = z.infer<typeof pagingSchema>;

/**
 * Campaign parameters sent with a sign-up, a lead or an order: `{source, medium?, campaign?, content?}` of
 * plain strings. Anything else is ignored (null), never a reason to refuse the request.
 */
export const utmFieldSchema = z
  .unknown()
  .optional()
  .transform((value) => utmFromBody(value))
  .meta({
    description: "Campaign parameters {source, medium?, campaign?, content?}; invalid ones are ignored",
  });
