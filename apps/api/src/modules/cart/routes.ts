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
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requireSession } from "../../http/auth.ts";
import { jsonSerializer, sendJson } from "../../http/json-projection.ts";
import * as cart from "./service.ts";

const tags = ["cart"];
const cartResponseSchema = bodyOf(cartSchema);
const response = { 200: cartResponseSchema };

// The cart is the largest response on the hottest routes: written by a projection of its schema rather
// than by zod, which checks every field again (docs/decisions/0011-cart-hot-path.md).
const cartJson = jsonSerializer(cartResponseSchema);
const sendCart = (reply: FastifyReply, body: CartDto) => sendJson(reply, cartJson({ body }));

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
    { schema: { tags, querystring: cartCheckoutQuerySchema, response } },
    async (request, reply) =>
      sendCart(reply, await cart.getCart(deps, request.market, requireSession(request), request.query)),
  );

  app.post(
    "/api/catalogue/v2/anonymous-cart-checkout",
    { schema: { tags, body: anonymousCartBodySchema, response } },
    async (request, reply) => {
      const { cartItems, ...options } = request.body;
      return sendCart(
        reply,
        await cart.priceClientCart(deps, request.market, request.user, cartItems, options),
      );
    },
  );

  app.post(
    "/api/catalogue/v4/add-to-cart",
    { schema: { tags, body: cartChangeBodySchema, response } },
    async (request, reply) => {
      const caller = requireSession(request);
      const { body } = request;
      const operation = { type: "ADD" as const, ...body, field: bodyField };
      return sendCart(
        reply,
        await cart.changeCart(deps, request.market, caller, [operation], optionsOf(body)),
      );
    },
  );

  app.post(
    "/api/catalogue/v4/remove-from-cart",
    { schema: { tags, body: cartChangeBodySchema, response } },
    async (request, reply) => {
      const caller = requireSession(request);
      const { body } = request;
      const operation = { type: "REMOVE" as const, ...body, field: bodyField };
      return sendCart(
        reply,
        await cart.changeCart(deps, request.market, caller, [operation], optionsOf(body)),
      );
    },
  );

  app.post(
    "/api/catalogue/v2/modify-cart",
    { schema: { tags, body: modifyCartBodySchema, response } },
    async (request, reply) => {
      const caller = requireSession(request);
      const { modifyCartOperations, computeCart: _computeCart, ...options } = request.body;
      const operations = modifyCartOperations.map((op, i) => ({
        type: op.cartOperationType,
        skuId: op.skuId,
        qty: op.qty,
        byobBundledSkuIds: op.byobBundledSkuIds,
        field: (name: string) => `modifyCartOperations/${i}/${name}`,
      }));
      return sendCart(reply, await cart.changeCart(deps, request.market, caller, operations, options));
    },
  );

  app.post(
    "/api/catalogue/v1/merge-cart",
    { schema: { tags, body: mergeCartBodySchema, response } },
    async (request, reply) =>
      sendCart(reply, await cart.mergeCart(deps, request.market, requireSession(request), request.body)),
  );
};
