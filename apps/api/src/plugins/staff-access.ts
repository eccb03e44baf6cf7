import type { FastifyInstance, onRequestHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { Deps } from "../deps.ts";
import { authorize, type RoutePermission, type StaffCaller } from "../modules/staff/service.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The permission a staff route requires (docs/architecture.md, "Staff access"). */
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    /** The member of staff calling a staff route, set by its permission check; null elsewhere. */
    staff: StaffCaller | null;
  }
  interface FastifyInstance {
    /** Every staff route and the permission it requires, as registered (the access test walks them). */
    staffRoutes: { method: string; url: string; permission: RoutePermission }[];
  }
}

/** Paths that belong to staff: `/api/staff/...` and the older order paths kept as aliases. */
export const isStaffPath = (url: string) =>
  url.startsWith("/api/staff/") || url.startsWith("/api/oms/staff/");

/**
 * Every staff route declares `config: { permission }` and gets the check before anything else runs, so a
 * refused call never reaches validation or the handler. A staff path without a permission stops the start.
 */
export const staffAccessPlugin = fp(async (app: FastifyInstance, { deps }: { deps: Deps }) => {
  app.decorateRequest("staff", null);
  app.decorate("staffRoutes", []);
  app.addHook("onRoute", (route) => {
    if (!isStaffPath(route.url)) return;
    const permission = route.config?.permission;
    if (!permission) throw new Error(`${route.method} ${route.url} is a staff route without a permission`);
    const check: onRequestHookHandler = async (request) => {
      request.staff = await authorize(deps, request.user, permission);
    };
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [check, ...own];
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") app.staffRoutes.push({ method, url: route.url, permission });
    }
  });
});
