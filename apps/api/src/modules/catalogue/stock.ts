import { type Market, type StockStatus, stockStatusOf } from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import { stockOf } from "./repository.ts";

export interface Availability {
  availableToPromise: number;
  comingSoon: boolean;
  stockStatus: StockStatus;
}

interface StockSubject {
  skuId: string;
  isBundledSku: boolean;
  bundledSkuIds: string[];
}

/**
 * What can be promised per sku in a market. A fixed bundle has no stock of its own: it can promise as
 * many as its scarcest part. A build-your-own bundle (no fixed parts) is checked per pick, so it is
 * available here.
 */
export async function availabilityOf(
  db: Db,
  market: Market,
  subjects: StockSubject[],
): Promise<Map<string, Availability>> {
  const ids = new Set<string>();
  for (const s of subjects) {
    if (s.isBundledSku) for (const part of s.bundledSkuIds) ids.add(part);
    else ids.add(s.skuId);
  }
  const rows = await stockOf(db, market, [...ids]);
  const bySku = new Map(rows.map((r) => [r.skuId, r]));
  const result = new Map<string, Availability>();
  for (const s of subjects) {
    let atp: number;
    let comingSoon: boolean;
    if (s.isBundledSku && s.bundledSkuIds.length === 0) {
      atp = Number.MAX_SAFE_INTEGER;
      comingSoon = false;
    } else if (s.isBundledSku) {
      const parts = s.bundledSkuIds.map((id) => bySku.get(id));
      atp = Math.min(...parts.map((p) => Math.max(0, p?.availableToPromise ?? 0)));
      comingSoon = parts.some((p) => p !== undefined && p.availableToPromise <= 0 && p.comingSoon);
    } else {
      const row = bySku.get(s.skuId);
      atp = Math.max(0, row?.availableToPromise ?? 0);
      comingSoon = row?.comingSoon ?? false;
    }
    result.set(s.skuId, {
      availableToPromise: atp,
      comingSoon,
      stockStatus: stockStatusOf({ availableToPromise: atp, comingSoon }),
    });
  }
  return result;
}
