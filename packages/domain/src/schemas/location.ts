import { z } from "zod";
import { epochMsSchema, marketSchema } from "./common.ts";

/** The code is checked per market by the service (pincode.ts); this only bounds its length. */
export const pincodeParamsSchema = z.object({ code: z.string().min(1).max(60) });

export const pincodeResponseSchema = z.object({
  serviceable: z.boolean(),
  /** Null when the code is not in the delivery network. */
  city: z.string().nullable(),
  state: z.string().nullable(),
  codAvailable: z.boolean(),
  /** Epoch ms; null when not serviceable. */
  estimatedDeliveryDate: epochMsSchema.nullable(),
});
export type PincodeResponse = z.infer<typeof pincodeResponseSchema>;

export const careContactSchema = z.object({
  email: z.string(),
  phone: z.string(),
  phoneE164: z.string(),
  hours: z.string(),
});

/** A phone country entry, with the country's customer-care contacts. */
export const countryEntrySchema = z.object({
  countryCode: z.string(),
  geo2CountryCode: z.string(),
  countryName: z.string(),
  flag: z.string(),
  numericCode: z.string(),
  /** The national-number pattern as RegExp source text (digits only, no dial code). */
  regex: z.string(),
  maxDigits: z.number().int(),
  market: marketSchema,
  care: careContactSchema,
});
export type CountryEntry = z.infer<typeof countryEntrySchema>;

export const countriesResponseSchema = z.object({ countries: z.array(countryEntrySchema) });

export const sameDayShipmentResponseSchema = z.object({
  /** The next same-day dispatch cut-off, epoch ms (the field's established spelling). */
  cutOffTimeInMiliseconds: epochMsSchema,
  shouldDisplay: z.boolean(),
});
export type SameDayShipment = z.infer<typeof sameDayShipmentResponseSchema>;
