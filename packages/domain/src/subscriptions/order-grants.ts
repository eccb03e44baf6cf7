// Catalogue skus that come with a coaching plan (docs/product.md, "Subscriptions"): when an order holding
// one is paid, the shopper gets the plan for the sku's months (a subscription of source ORDER, or months
// added to the one of that kind already running); when the order is cancelled or the line comes back, what
// it granted ends. This table is the only place that says which sku grants which plan.

export interface OrderPlanGrant {
  /** A plan of the plans seed (plans.plan_id). */
  planId: string;
  /** Months of the plan one unit of the sku gives. */
  months: number;
}

export const ORDER_PLAN_GRANTS: Readonly<Record<string, OrderPlanGrant>> = {
  /** Ring + 12-month Pro membership: Stay Fit Pro, fitness and nutrition, 12 months. */
  "RING-PRO-12M": { planId: "PL-SF-PRO-FXN", months: 12 },
  /** CGM sensors + 1 month of weekly reviews with a nutrition coach: Weight Loss Pro nutrition, 1 month. */
  "CGM-PLAN-1M": { planId: "PL-WL-PRO-NUT-1M", months: 1 },
  /** CGM sensors + 3 months of coaching: Weight Loss Pro nutrition, 3 months. */
  "CGM-PLAN-3M": { planId: "PL-WL-PRO-NUT", months: 3 },
};

/** The plan a sku comes with, if any. */
export function orderPlanGrant(skuId: string): OrderPlanGrant | undefined {
  return Object.hasOwn(ORDER_PLAN_GRANTS, skuId) ? ORDER_PLAN_GRANTS[skuId] : undefined;
}
