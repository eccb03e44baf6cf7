import {
  bodyOf,
  emptySchema,
  identifierBodySchema,
  otpSentSchema,
  passwordLoginBodySchema,
  sessionHandoffBodySchema,
  sessionUserSchema,
  setPasswordBodySchema,
  signedInSchema,
  ssoLoginBodySchema,
  ssoStartParamsSchema,
  ssoStartQuerySchema,
  ssoStartResponseSchema,
  verifyOtpBodySchema,
} from "@ojas/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../http/app-error.ts";
import { requireUser } from "../../http/auth.ts";
import { COOKIES, clearSessionCookies, setSessionCookies } from "./cookies.ts";
import * as identity from "./service.ts";
import type { IssuedSession } from "./sessions.ts";

const tags = ["auth"];
/** `{}` or no body at all. */
const noBody = z.object({}).nullish();
const refreshBody = z.object({ refreshToken: z.string().min(1).max(200).optional() }).nullish();

export const identityRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const setCookies = (reply: FastifyReply, session: IssuedSession) =>
    setSessionCookies(reply, deps.config, session, deps.now());

  /** A failed refresh or hand-off also drops the dead cookies, so the storefront shows the signed-out state. */
  const clearingOn4011 = async <T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError && error.code === 4011) clearSessionCookies(reply, deps.config);
      throw error;
    }
  };

  app.post(
    "/api/auth/login-or-signup",
    { schema: { tags, body: identifierBodySchema, response: { 200: bodyOf(otpSentSchema) } } },
    async (request) => ({
      body: await identity.requestOtp(deps, request.market, request.ip, request.body, "first"),
    }),
  );

  app.post(
    "/api/auth/resend-otp",
    { schema: { tags, body: identifierBodySchema, response: { 200: bodyOf(otpSentSchema) } } },
    async (request) => ({
      body: await identity.requestOtp(deps, request.market, request.ip, request.body, "resend"),
    }),
  );

  app.post(
    "/api/auth/verify-otp",
    { schema: { tags, body: verifyOtpBodySchema, response: { 200: bodyOf(signedInSchema) } } },
    async (request, reply) => {
      const result = await identity.loginViaOtp(deps, request.market, request.body, request.user);
      setCookies(reply, result.session);
      return { body: { user: result.user, isNewUser: result.isNewUser } };
    },
  );

  app.post(
    "/api/auth/login-via-password",
    { schema: { tags, body: passwordLoginBodySchema, response: { 200: bodyOf(sessionUserSchema) } } },
    async (request, reply) => {
      const result = await identity.loginViaPassword(deps, request.market, request.body, request.user);
      setCookies(reply, result.session);
      return { body: { user: result.user } };
    },
  );

  app.get(
    "/api/auth/sso/:provider/start",
    {
      schema: {
        tags,
        params: ssoStartParamsSchema,
        querystring: ssoStartQuerySchema,
        response: { 200: bodyOf(ssoStartResponseSchema) },
      },
    },
    async (request) => {
      const source = request.params.provider === "google" ? "GOOGLE" : "APPLE";
      return { body: await identity.startSso(deps, source, request.query.redirectUri) };
    },
  );

  app.post(
    "/api/auth/login-via-sso",
    { schema: { tags, body: ssoLoginBodySchema, response: { 200: bodyOf(signedInSchema) } } },
    async (request, reply) => {
      const result = await identity.loginViaSso(deps, request.body, request.user);
      setCookies(reply, result.session);
      return { body: { user: result.user, isNewUser: result.isNewUser } };
    },
  );

  app.post(
    "/api/auth/guest",
    {
      schema: {
        tags,
        body: noBody,
        response: { 200: bodyOf(sessionUserSchema), 201: bodyOf(sessionUserSchema) },
      },
    },
    async (request, reply) => {
      const result = await identity.startGuest(deps, request.user);
      if (result.session) {
        setCookies(reply, result.session);
        reply.code(201);
      }
      return { body: { user: result.user } };
    },
  );

  app.post(
    "/api/session",
    { schema: { tags, body: sessionHandoffBodySchema, response: { 200: bodyOf(sessionUserSchema) } } },
    async (request, reply) => {
      const { accessToken, refreshToken } = request.body.session;
      const { user, session } = await clearingOn4011(reply, () =>
        identity.handOffSession(deps, accessToken, refreshToken),
      );
      setCookies(reply, session);
      return { body: { user: identity.toUserDto(user) } };
    },
  );

  app.post(
    "/api/refresh-token",
    { schema: { tags, body: refreshBody, response: { 200: bodyOf(sessionUserSchema) } } },
    async (request, reply) => {
      const presented = request.body?.refreshToken ?? request.cookies[COOKIES.refresh];
      const { user, session } = await clearingOn4011(reply, () => identity.rotateSession(deps, presented));
      setCookies(reply, session);
      return { body: { user: identity.toUserDto(user) } };
    },
  );

  app.post(
    "/api/logout",
    { schema: { tags, body: refreshBody, response: { 200: bodyOf(emptySchema) } } },
    async (request, reply) => {
      const presented = request.body?.refreshToken ?? request.cookies[COOKIES.refresh];
      await identity.logout(deps, request.user, presented);
      clearSessionCookies(reply, deps.config);
      return { body: {} };
    },
  );

  app.put(
    "/api/user/v1/password",
    { schema: { tags, body: setPasswordBodySchema, response: { 200: bodyOf(emptySchema) } } },
    async (request) => {
      await identity.setPassword(deps, requireUser(request), request.body.password);
      return { body: {} };
    },
  );
};
