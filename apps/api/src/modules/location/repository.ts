import type { Market } from "@ojas/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { serviceAreas } from "./tables.ts";

export type ServiceArea = typeof serviceAreas.$inferSelect;

export async function findServiceArea(
  db: Db,
  market: Market,
  code: string,
): Promise<ServiceArea | undefined> {
  const rows = await serviceAreaQuery(db).execute({ market, code });
  return rows[0];
}

// Every priced cart with a pincode and every checkout reads it: built once.
const serviceAreaQuery = preparedQuery((db) =>
  db
    .select()
    .from(serviceAreas)
    .where(
      and(eq(serviceAreas.market, sql.placeholder("market")), eq(serviceAreas.code, sql.placeholder("code"))),
    )
    .limit(1)
    .prepare("location_service_area"),
);
