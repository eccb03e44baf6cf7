import type { UIMatch } from "react-router";
import { describe, expect, it } from "vitest";
import { applyHydrations } from "../hydration.tsx";
import type { OrderDetail, OrderSummary } from "../order-types.ts";
import { makeStore } from "../store.ts";
import {
  cancelModalOpened,
  detailFailed,
  detailLoaded,
  listFailed,
  listLoaded,
  modalsClosed,
  moreLoaded,
  moreRequested,
  ordersInitial,
  returnModalOpened,
  returnReasonSelected,
  selectedOrderReset,
} from "./orders-slice.ts";
import { hydrate, resetPage } from "./shared-actions.ts";

type Status = OrderDetail["status"];

const detail = (orderId: string, status: Status = "ORDER_PLACED"): OrderDetail => ({
  orderId,
  orderNumber: "7KQ4M9XR2D",
  market: "IN",
  source: "CART",
  paymentType: "PREPAID",
  status,
  paymentStatus: "SUCCESS",
  fulfilmentStatus: null,
  returnStatus: null,
  returnType: null,
  refundStatus: null,
  items: [],
  amounts: {
    totalBasePrice: 10000,
    totalDiscount: 0,
    couponDiscount: 0,
    shippingCharges: 0,
    codCharges: 0,
    payableAmount: 10000,
    currency: "INR",
  },
  couponCode: null,
  address: {
    name: "Asha Rao",
    phoneNumber: "+919876543210",
    line1: "12 MG Road",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560001",
    country: "India",
  },
  gifting: null,
  timeline: [{ status, axis: "order", at: 1_760_000_000_000 }],
  cancellationReason: null,
  returnReason: null,
  refunds: [],
  actions: {
    cancel: true,
    returnOrExchange: false,
    editRing: false,
    retryPayment: false,
    downloadInvoice: true,
  },
  createdAt: 1_760_000_000_000,
  updatedAt: 1_760_000_000_000,
  deliveredAt: null,
  returnWindowEndsAt: null,
});

const summary = (orderId: string, status: Status = "ORDER_PLACED"): OrderSummary => detail(orderId, status);

describe("orders slice", () => {
  it("loads a list, appends the next page without repeats, and keeps the next token", () => {
    const store = makeStore();
    store.dispatch(listLoaded({ orders: [summary("A"), summary("B")], nextToken: "t1", skuType: null }));
    store.dispatch(moreRequested());
    expect(store.getState().orders.isFetchingMore).toBe(true);
    store.dispatch(moreLoaded({ orders: [summary("B"), summary("C")], nextToken: null }));
    const { orders } = store.getState();
    expect(orders.list.map((o) => o.orderId)).toEqual(["A", "B", "C"]);
    expect(orders.paginationData.nextToken).toBeNull();
    expect(orders.isListFetched).toBe(true);
    expect(orders.isFetchingMore).toBe(false);
  });

  it("sets the list-failed flag on failure and clears it on the next load", () => {
    const store = makeStore();
    store.dispatch(listFailed({ skuType: "RING" }));
    expect(store.getState().orders).toMatchObject({
      isListFailed: true,
      isListFetched: false,
      listSkuType: "RING",
    });
    store.dispatch(listLoaded({ orders: [summary("A")], nextToken: null, skuType: "RING" }));
    expect(store.getState().orders.isListFailed).toBe(false);
  });

  it("selects an order on detail load, flags a failed detail, and updates the order in the list", () => {
    const store = makeStore();
    store.dispatch(listLoaded({ orders: [summary("A")], nextToken: null, skuType: null }));
    store.dispatch(detailLoaded(detail("A", "ORDER_CANCELLED")));
    let orders = store.getState().orders;
    expect(orders.selectedOrderId).toBe("A");
    expect(orders.selectedOrderData?.address.city).toBe("Bengaluru");
    expect(orders.list[0]?.status).toBe("ORDER_CANCELLED");

    store.dispatch(detailFailed({ orderId: "B" }));
    orders = store.getState().orders;
    expect(orders).toMatchObject({ selectedOrderId: "B", selectedOrderData: null, isDetailFailed: true });
    store.dispatch(detailLoaded(detail("B")));
    expect(store.getState().orders.isDetailFailed).toBe(false);
  });

  it("opens one dialog at a time and forgets the reason when the item or order changes", () => {
    const store = makeStore();
    store.dispatch(detailLoaded(detail("A")));
    store.dispatch(returnModalOpened({ entityId: "A-1", type: "EXCHANGE" }));
    store.dispatch(returnReasonSelected("DAMAGED"));
    expect(store.getState().orders).toMatchObject({
      isReturnModalOpen: true,
      selectedEntityId: "A-1",
      selectedReturnType: "EXCHANGE",
      selectedReturnReason: "DAMAGED",
    });
    store.dispatch(returnModalOpened({ entityId: "A-1", type: "RETURN" }));
    expect(store.getState().orders.selectedReturnReason).toBe("DAMAGED");
    store.dispatch(returnModalOpened({ entityId: "A-2", type: "RETURN" }));
    expect(store.getState().orders.selectedReturnReason).toBeNull();

    store.dispatch(cancelModalOpened({ entityId: null }));
    expect(store.getState().orders).toMatchObject({ isCancelModalOpen: true, isReturnModalOpen: false });
    store.dispatch(modalsClosed());
    expect(store.getState().orders).toMatchObject({ isCancelModalOpen: false, selectedEntityId: null });

    store.dispatch(returnModalOpened({ entityId: "A-1", type: "RETURN" }));
    store.dispatch(returnReasonSelected("SIZE"));
    store.dispatch(detailLoaded(detail("Z")));
    expect(store.getState().orders).toMatchObject({ selectedReturnReason: null, isReturnModalOpen: false });
  });

  it("keeps the chosen return reason across server hydration unless the server names one", () => {
    const store = makeStore();
    store.dispatch(detailLoaded(detail("A")));
    store.dispatch(returnModalOpened({ entityId: "A-1", type: "RETURN" }));
    store.dispatch(returnReasonSelected("DAMAGED"));
    store.dispatch(
      hydrate({ orders: { selectedOrderId: "A", selectedOrderData: detail("A", "DELIVERED") } }),
    );
    expect(store.getState().orders.selectedReturnReason).toBe("DAMAGED");
    expect(store.getState().orders.selectedOrderData?.status).toBe("DELIVERED");

    store.dispatch(hydrate({ orders: { selectedOrderId: "A", selectedReturnReason: "WRONG_ITEM" } }));
    expect(store.getState().orders.selectedReturnReason).toBe("WRONG_ITEM");

    // Another order's state does not inherit this one's reason.
    store.dispatch(hydrate({ orders: { selectedOrderId: "B", selectedOrderData: detail("B") } }));
    expect(store.getState().orders.selectedReturnReason).toBeNull();
  });

  it("applies each loader answer once, before the first render and on later navigations", () => {
    const store = makeStore();
    const seen = new WeakSet<object>();
    const first = { hydrate: { orders: { selectedOrderId: "A", selectedOrderData: detail("A") } } };
    const match = (loaderData: unknown) => ({ id: "page", loaderData }) as unknown as UIMatch;
    applyHydrations(store, [match({ siteOrigin: "" }), match(first)], seen);
    expect(store.getState().orders.selectedOrderId).toBe("A");

    // The same answer seen again (a re-render) changes nothing the shopper did meanwhile.
    store.dispatch(selectedOrderReset());
    applyHydrations(store, [match(first)], seen);
    expect(store.getState().orders.selectedOrderId).toBeNull();

    applyHydrations(store, [match({ hydrate: { orders: { selectedOrderId: "B" } } })], seen);
    expect(store.getState().orders.selectedOrderId).toBe("B");
  });

  it("resets on a page reset", () => {
    const store = makeStore();
    store.dispatch(listLoaded({ orders: [summary("A")], nextToken: "t", skuType: null }));
    store.dispatch(resetPage());
    expect(store.getState().orders).toEqual(ordersInitial);
  });
});
