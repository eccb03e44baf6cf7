import {
  addressDeleteQuerySchema,
  addressInputSchema,
  addressListSchema,
  addressSavedSchema,
  addressUpdateSchema,
  bodyOf,
  getUserResponseSchema,
  lifeBitsAccountSchema,
  profileUpdateBodySchema,
  quizResponseSchema,
  quizSaveBodySchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requireSession } from "../../http/auth.ts";
import { getUser, updateProfile } from "../identity/service.ts";
import { isProUser } from "../subscriptions/service.ts";
import * as users from "./service.ts";

// Every route acts on the caller's own account only: ids come from the session, never from the request.
export const userRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/user/v3/getUser",
    { schema: { tags: ["user"], response: { 200: bodyOf(getUserResponseSchema) } } },
    async (request) => {
      const { userId } = requireSession(request);
      const [user, pro] = await Promise.all([getUser(deps, userId), isProUser(deps, userId)]);
      return { body: { userDto: { ...user, isProUser: pro } } };
    },
  );

  app.put(
    "/api/user/v3/profile",
    {
      schema: {
        tags: ["user"],
        body: profileUpdateBodySchema,
        response: { 200: bodyOf(getUserResponseSchema) },
      },
    },
    async (request) => {
      const { userId } = requireSession(request);
      const [user, pro] = await Promise.all([
        updateProfile(deps, userId, request.body),
        isProUser(deps, userId),
      ]);
      return { body: { userDto: { ...user, isProUser: pro } } };
    },
  );

  app.get(
    "/api/user/v1/addresses",
    { schema: { tags: ["user"], response: { 200: bodyOf(addressListSchema) } } },
    async (request) => ({ body: await users.listAddresses(deps, requireSession(request).userId) }),
  );

  app.post(
    "/api/user/v1/address",
    { schema: { tags: ["user"], body: addressInputSchema, response: { 201: bodyOf(addressSavedSchema) } } },
    async (request, reply) => {
      const { userId } = requireSession(request);
      const body = await users.createAddress(deps, request.market, userId, request.body);
      return reply.code(201).send({ body });
    },
  );

  app.put(
    "/api/user/v1/address",
    { schema: { tags: ["user"], body: addressUpdateSchema, response: { 200: bodyOf(addressSavedSchema) } } },
    async (request) => {
      const { userId } = requireSession(request);
      return { body: await users.updateAddress(deps, request.market, userId, request.body) };
    },
  );

  app.delete(
    "/api/user/v1/address",
    {
      schema: {
        tags: ["user"],
        querystring: addressDeleteQuerySchema,
        response: { 200: bodyOf(addressListSchema) },
      },
    },
    async (request) => {
      const { userId } = requireSession(request);
      return { body: await users.deleteAddress(deps, userId, request.query.timestamp) };
    },
  );

  app.get(
    "/api/gamification/lifebits/v1/account",
    { schema: { tags: ["user"], response: { 200: bodyOf(lifeBitsAccountSchema) } } },
    async (request) => ({ body: await users.lifeBitsAccount(deps, requireSession(request).userId) }),
  );

  app.get(
    "/api/user/quiz/response",
    { schema: { tags: ["user"], response: { 200: bodyOf(quizResponseSchema) } } },
    async (request) => ({ body: await users.getQuizResponse(deps, requireSession(request).userId) }),
  );

  app.post(
    "/api/user/quiz/save",
    { schema: { tags: ["user"], body: quizSaveBodySchema, response: { 200: bodyOf(quizResponseSchema) } } },
    async (request) => {
      const { userId } = requireSession(request);
      return { body: await users.saveQuizResponse(deps, userId, request.body.quizResponse) };
    },
  );
};
