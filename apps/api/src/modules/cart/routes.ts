import {
  anonymousCartBodySchema,
  bodyOf,
  type CartChangeBody,
  type CartDto,
  cartChangeBodySchema,
  cartCheckoutQuerySchema,
  cartSchema,
  mergeCartBodySchema,
  modifyCartBodySchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requireSession } from "../../http/auth.ts";
import { fastJsonSerializer } from "../../http/response-serializer.ts";
import * as cart from "./service.ts";

const tags = ["cart"];
const cartResponseSchema = bodyOf(cartSchema);
const response = { 200: cartResponseSchema };

// The cart is the largest response on the hottest routes: written by Fastify's own serializer from its
// schema rather than by zod, which checks every field again (docs/decisions/0026-library-caches-and-serializer.md).
const serializerCompiler = fastJsonSerializer;
const cartResponse = (body: CartDto) => ({ body });

/** The options add and remove carry besides the line itself. */
function optionsOf(body: CartChangeBody) {
  const { skuId: _s, qty: _q, byobBundledSkuIds: _b, computeCart: _c, ...options } = body;
  return options;
}

const bodyField = (name: string) => name;

// computeCart=false may answer without pricing (docs/api.md, cart); pricing is cheap, so every answer is
// the full cart and the flag changes nothing.
export const cartRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/catalogue/v4/cart-checkout",
    { schema: { tags, querystring: cartCheckoutQuerySchema, response }, serializerCompiler },
    async (request) =>
      cartResponse(await cart.getCart(deps, request.market, requireSession(request), request.query)),
  );

  app.post(
    "/api/catalogue/v2/anonymous-cart-checkout",
    { schema: { tags, body: anonymousCartBodySchema, response }, serializerCompiler },
    async (request) => {
      const { cartItems, ...options } = request.body;
      return cartResponse(await cart.priceClientCart(deps, request.market, request.user, cartItems, options));
    },
  );

  app.post(
    "/api/catalogue/v4/add-to-cart",
    { schema: { tags, body: cartChangeBodySchema, response }, serializerCompiler },
    async (request) => {
      const caller = requireSession(request);
      const { body } = request;
      const operation = { type: "ADD" as const, ...body, field: bodyField };
      return cartResponse(await cart.changeCart(deps, request.market, caller, [operation], optionsOf(body)));
    },
  );

  app.post(
    "/api/catalogue/v4/remove-from-cart",
    { schema: { tags, body: cartChangeBodySchema, response }, serializerCompiler },
    async (request) => {
      const caller = requireSession(request);
      const { body } = request;
      const operation = { type: "REMOVE" as const, ...body, field: bodyField };
      return cartResponse(await cart.changeCart(deps, request.market, caller, [operation], optionsOf(body)));
    },
  );

  app.post(
    "/api/catalogue/v2/modify-cart",
    { schema: { tags, body: modifyCartBodySchema, response }, serializerCompiler },
    async (request) => {
      const caller = requireSession(request);
      const { modifyCartOperations, computeCart: _computeCart, ...options } = request.body;
      const operations = modifyCartOperations.map((op, i) => ({
        type: op.cartOperationType,
        skuId: op.skuId,
        qty: op.qty,
        byobBundledSkuIds: op.byobBundledSkuIds,
        field: (name: string) => `modifyCartOperations/${i}/${name}`,
      }));
      return cartResponse(await cart.changeCart(deps, request.market, caller, operations, options));
    },
  );

  app.post(
    "/api/catalogue/v1/merge-cart",
    { schema: { tags, body: mergeCartBodySchema, response }, serializerCompiler },
    async (request) =>
      cartResponse(await cart.mergeCart(deps, request.market, requireSession(request), request.body)),
  );
};
