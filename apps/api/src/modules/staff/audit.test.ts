// The audit log: written in the transaction of each staff change, never changed afterwards. Runs on PGlite
// and on PostgreSQL (the trigger and the transactions are the database's).
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { guest, indianSku } from "../cart/test-helpers.ts";
import { insertTestOrder, orderRow } from "../orders/test-orders.ts";
import { recordAudit } from "./service.ts";
import { staffAudit } from "./tables.ts";
import { demoStaffEmail, signInStaff, staffCall } from "./test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const orderAudit = (orderId: string) =>
  ctx.database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.entity, "order"), eq(staffAudit.entityId, orderId)));

async function codOrder() {
  const shopper = await guest(ctx);
  return insertTestOrder(ctx, {
    userId: shopper.userId,
    state: "COD_PLACED",
    items: [{ skuId: await indianSku(ctx, 30_000) }],
  });
}

describe("the staff audit log", () => {
  it("records an order's status move with who, when, before and after, on the new path and the old", async () => {
    const { jar, userId } = await signInStaff(ctx, demoStaffEmail("SUPPORT"));
    const { orderId } = await codOrder();
    const moved = await staffCall(ctx, jar, "POST", `/api/staff/orders/${orderId}/status`, {
      status: "ALLOCATED",
      note: "Bengaluru warehouse",
    });
    expect(moved.statusCode).toBe(200);
    const viaAlias = await staffCall(ctx, jar, "POST", `/api/oms/staff/orders/${orderId}/status`, {
      status: "ORDER_PICKED",
    });
    expect(viaAlias.statusCode).toBe(200);
    const rows = await orderAudit(orderId);
    expect(rows.map((r) => r.action)).toEqual(["order.status", "order.status"]);
    expect(rows[0]).toMatchObject({
      staffId: userId,
      before: { fulfilment: null },
      after: { fulfilment: "ALLOCATED", note: "Bengaluru warehouse" },
    });
    expect(Math.abs(rows[0]!.at.getTime() - ctx.deps.now())).toBeLessThan(60_000);
    expect(rows[1]).toMatchObject({
      before: { fulfilment: "ALLOCATED" },
      after: { fulfilment: "ORDER_PICKED" },
    });
    const admin = (await signInStaff(ctx, demoStaffEmail("ADMIN"))).jar;
    const read = await staffCall(
      ctx,
      admin,
      "GET",
      `/api/staff/audit?entity=order&entityId=${orderId}&limit=1`,
    );
    const page = read.json().body;
    expect(page.entries).toEqual([expect.objectContaining({ id: String(rows[1]!.id), staffId: userId })]);
    const rest = await staffCall(
      ctx,
      admin,
      "GET",
      `/api/staff/audit?entity=order&entityId=${orderId}&nextToken=${page.paginationData.nextToken}`,
    );
    expect(rest.json().body.entries.map((e: { id: string }) => e.id)).toEqual([String(rows[0]!.id)]);
  });

  it("moves an order once per Idempotency-Key", async () => {
    const { jar } = await signInStaff(ctx, demoStaffEmail("OPS"));
    const { orderId } = await codOrder();
    const url = `/api/staff/orders/${orderId}/status`;
    const key = randomUUID();
    const first = await staffCall(ctx, jar, "POST", url, { status: "ALLOCATED" }, key);
    const again = await staffCall(ctx, jar, "POST", url, { status: "ALLOCATED" }, key);
    expect(first.statusCode).toBe(200);
    expect(again.json().error).toBeUndefined();
    expect(again.json()).toEqual(first.json());
    expect(await orderAudit(orderId)).toHaveLength(1);
    const other = await staffCall(ctx, jar, "POST", url, { status: "ORDER_CANCELLED" }, key);
    expect(other.json().error.code).toBe(4090);
    expect((await orderRow(ctx, orderId)).fulfilmentStatus).toBe("ALLOCATED");
  });

  it("leaves no audit row and no change when a staff move fails", async () => {
    const { jar } = await signInStaff(ctx, demoStaffEmail("OPS"));
    const { orderId } = await codOrder();
    const illegal = await staffCall(ctx, jar, "POST", `/api/staff/orders/${orderId}/status`, {
      status: "DELIVERED",
    });
    expect(illegal.json().error.code).toBe(4000);
    expect(await orderAudit(orderId)).toEqual([]);
    expect((await orderRow(ctx, orderId)).fulfilmentStatus).toBeNull();
  });

  it("rolls the audit row back with a change that fails after writing it", async () => {
    const entityId = `rollback-${Date.now()}`;
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await recordAudit(tx as never, "staff-test", ctx.deps.now(), {
          action: "test.fail",
          entity: "test",
          entityId,
          before: null,
          after: { x: 1 },
        });
        throw new Error("the change fails after its audit row");
      }),
    ).rejects.toThrow("the change fails");
    const rows = await ctx.database.db.select().from(staffAudit).where(eq(staffAudit.entityId, entityId));
    expect(rows).toEqual([]);
  });

  it("keeps refund moves for those holding the refunds permission", async () => {
    const { jar } = await signInStaff(ctx, demoStaffEmail("SUPPORT"));
    const { orderId } = await codOrder();
    const res = await staffCall(ctx, jar, "POST", `/api/staff/orders/${orderId}/status`, {
      status: "REFUND_SUCCESSFUL",
    });
    expect(res.json().error.code).toBe(4030);
    expect(await orderAudit(orderId)).toEqual([]);
  });

  it("treats staff without the orders permission as shoppers on the shopper's order calls", async () => {
    const { orderId } = await codOrder();
    const read = async (role: "COACH" | "SUPPORT") => {
      const { jar } = await signInStaff(ctx, demoStaffEmail(role));
      return staffCall(ctx, jar, "GET", `/api/oms/getOrder?orderId=${orderId}`);
    };
    expect((await read("COACH")).json().error.code).toBe(4040);
    expect((await read("SUPPORT")).json().body.order.orderId).toBe(orderId);
  });

  it("refuses to change or remove an audit row", async () => {
    const entityId = `append-only-${Date.now()}`;
    await recordAudit(ctx.deps.db, "staff-test", ctx.deps.now(), {
      action: "test.keep",
      entity: "test",
      entityId,
      before: null,
      after: { kept: true },
    });
    const byId = eq(staffAudit.entityId, entityId);
    await expect(
      ctx.deps.db.update(staffAudit).set({ action: "test.changed" }).where(byId),
    ).rejects.toThrow();
    await expect(ctx.deps.db.delete(staffAudit).where(byId)).rejects.toThrow();
    await expect(ctx.deps.db.execute(sql`truncate staff_audit`)).rejects.toThrow();
    const [row] = await ctx.database.db.select().from(staffAudit).where(byId);
    expect(row).toMatchObject({ action: "test.keep", after: { kept: true } });
  });
});
