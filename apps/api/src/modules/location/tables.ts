import { boolean, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** Where we deliver: pincode (IN), zip (US) or area (AE, lower-cased) per market. */
export const serviceAreas = pgTable(
  "service_areas",
  {
    market: text("market").notNull(),
    code: text("code").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    serviceable: boolean("serviceable").notNull(),
    codAvailable: boolean("cod_available").notNull(),
    deliveryDays: integer("delivery_days").notNull(),
  },
  (t) => [primaryKey({ columns: [t.market, t.code] })],
);
