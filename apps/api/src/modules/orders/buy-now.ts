// POST /api/oms/v1/create{Product}Order (and /v2/): buying one product straight from its page, priced by
// the cart module as a one-line cart, with the same checks, holds and exactly-once guarantee as a cart.
import type { BuyNowBody, BuyNowProduct, CartLineInput, Market } from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { invalid } from "../../http/app-error.ts";
import { placeOrder } from "../../workflows/place-order.ts";
import type { CartCaller, OrderCart } from "../cart/service.ts";
import { type CartSku, variantsOf } from "../catalogue/service.ts";
import { draftOrder } from "./create-draft.ts";
import type { CreateAnswer } from "./create-place.ts";
import { requestHash } from "./idempotency.ts";

interface Flow {
  /** The order's source. */
  source: string;
  /** What the flow sells, for refusals. */
  what: string;
  sells: (sku: CartSku) => boolean;
}

const isRing = (s: CartSku) => s.category === "ELECTRONICS" && s.productType === "ring";

const FLOWS: Record<BuyNowProduct, Flow> = {
  Ring: { source: "RING", what: "a ring", sells: isRing },
  RingPlan: { source: "RING_PLAN", what: "a ring", sells: isRing },
  RingSkin: {
    source: "RING_SKIN",
    what: "a ring skin",
    sells: (s) => s.category === "ELECTRONICS__RING_ACCS",
  },
  RingCharger: {
    source: "RING_CHARGER",
    what: "a ring charger",
    sells: (s) => s.category === "RING_ACCS" && s.productType === "charger",
  },
  Skin: { source: "SKIN", what: "a skin care product", sells: (s) => s.category === "SKINCARE_PRODUCT" },
  SmartScale: { source: "SMART_SCALE", what: "a smart scale", sells: (s) => s.category === "SMART_SCALE" },
  Cgm: {
    source: "CGM",
    what: "a CGM or CGM plan",
    sells: (s) => s.category === "CGM" || s.category === "CGM_PLAN",
  },
  RingAccs: {
    source: "RING_ACCS",
    what: "a ring accessory",
    sells: (s) => s.category === "RING_ACCS" || s.category === "ELECTRONICS__RING_ACCS",
  },
};

const RING_CHOICES = new Set<BuyNowProduct>(["Ring", "RingPlan"]);

/** The ring of the product `skuId` belongs to in the size and finish asked (each defaults to skuId's). */
async function ringVariant(deps: Deps, market: Market, body: BuyNowBody): Promise<string> {
  if (body.size === undefined && body.finish === undefined) return body.skuId;
  const variants = await variantsOf(deps, market, body.skuId);
  const picked = variants.find((v) => v.skuId === body.skuId);
  if (!picked) return body.skuId;
  const size = body.size ?? picked.attributes.size;
  const finish = body.finish ?? picked.attributes.finish;
  const match = variants.find((v) => v.attributes.size === size && v.attributes.finish === finish);
  if (!match) throw invalid({ size: "This size and finish is not sold here" });
  return match.skuId;
}

export async function createBuyNow(
  deps: Deps,
  market: Market,
  caller: NonNullable<CartCaller>,
  product: BuyNowProduct,
  body: BuyNowBody,
  idempotencyKey: string,
): Promise<CreateAnswer> {
  const flow = FLOWS[product];
  const { skuId: _s, qty, byobBundledSkuIds, size: _z, finish: _f, planSkuId, ...options } = body;
  if (product === "RingPlan" && !planSkuId)
    throw invalid({ planSkuId: "Choose the plan to buy with the ring" });
  if (product !== "RingPlan" && planSkuId)
    throw invalid({ planSkuId: "Plans are bought with createRingPlanOrder" });
  if (!RING_CHOICES.has(product) && (body.size !== undefined || body.finish !== undefined)) {
    throw invalid({ size: "Size and finish are for rings only" });
  }
  const ref = {
    scope: `${caller.userId} POST /api/oms/create${product}Order`,
    key: idempotencyKey,
    hash: requestHash({ market, body }),
  };
  return placeOrder(deps, ref, async () => {
    const skuId = RING_CHOICES.has(product) ? await ringVariant(deps, market, body) : body.skuId;
    const items: CartLineInput[] = [{ skuId, qty, ...(byobBundledSkuIds ? { byobBundledSkuIds } : {}) }];
    if (planSkuId) items.push({ skuId: planSkuId, qty });
    const check = ({ skus }: OrderCart) => {
      const sku = skus.get(skuId);
      if (sku && !flow.sells(sku)) throw invalid({ skuId: `This is not ${flow.what}` });
      const plan = planSkuId ? skus.get(planSkuId) : undefined;
      if (plan && plan.category !== "ELECTRONICS__PLAN")
        throw invalid({ planSkuId: "This is not a ring plan" });
    };
    return draftOrder(deps, {
      market,
      caller,
      lines: { kind: "lines", items, field: "skuId" },
      source: flow.source,
      options,
      check,
    });
  });
}
