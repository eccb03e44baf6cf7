import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { OrderDetail, OrderSummary } from "../order-types.ts";
import { hydrate, resetPage } from "./shared-actions.ts";

export type ReturnKind = "RETURN" | "EXCHANGE";

/** The orders slice (docs/product.md, client state). */
export interface OrdersState {
  list: OrderSummary[];
  /** The skuType filter the list holds (null: every order). */
  listSkuType: string | null;
  isListFetched: boolean;
  isFetchingMore: boolean;
  isListFailed: boolean;
  paginationData: { nextToken: string | null };
  selectedOrderId: string | null;
  selectedEntityId: string | null;
  selectedReturnReason: string | null;
  selectedReturnType: ReturnKind;
  selectedOrderData: OrderDetail | null;
  isDetailFailed: boolean;
  isCancelModalOpen: boolean;
  isReturnModalOpen: boolean;
}

export const ordersInitial: OrdersState = {
  list: [],
  listSkuType: null,
  isListFetched: false,
  isFetchingMore: false,
  isListFailed: false,
  paginationData: { nextToken: null },
  selectedOrderId: null,
  selectedEntityId: null,
  selectedReturnReason: null,
  selectedReturnType: "RETURN",
  selectedOrderData: null,
  isDetailFailed: false,
  isCancelModalOpen: false,
  isReturnModalOpen: false,
};

/** What a server render hands the slice (a page loader's `hydrate.orders`). */
export type OrdersHydration = Partial<OrdersState>;

/**
 * Hydrated state merges into the slice, but a return reason already chosen here is kept
 * unless the server names one (it does when the reason is in the page's URL).
 */
export function mergeHydration(state: OrdersState, incoming: OrdersHydration): OrdersState {
  const sameOrder =
    incoming.selectedOrderId === undefined || incoming.selectedOrderId === state.selectedOrderId;
  // Another order starts with nothing selected and no dialog open.
  const base: OrdersState = sameOrder
    ? state
    : {
        ...state,
        selectedEntityId: null,
        selectedReturnReason: null,
        isCancelModalOpen: false,
        isReturnModalOpen: false,
      };
  const merged = { ...base, ...incoming };
  if (incoming.selectedReturnReason == null) merged.selectedReturnReason = base.selectedReturnReason;
  return merged;
}

export const ordersSlice = createSlice({
  name: "orders",
  initialState: ordersInitial,
  reducers: {
    listLoaded(
      state,
      action: PayloadAction<{ orders: OrderSummary[]; nextToken: string | null; skuType: string | null }>,
    ) {
      state.list = action.payload.orders;
      state.listSkuType = action.payload.skuType;
      state.paginationData = { nextToken: action.payload.nextToken };
      state.isListFetched = true;
      state.isListFailed = false;
      state.isFetchingMore = false;
    },
    moreRequested(state) {
      state.isFetchingMore = true;
    },
    /** The next page: appended, never repeating an order already shown. */
    moreLoaded(state, action: PayloadAction<{ orders: OrderSummary[]; nextToken: string | null }>) {
      const seen = new Set(state.list.map((order) => order.orderId));
      state.list.push(...action.payload.orders.filter((order) => !seen.has(order.orderId)));
      state.paginationData = { nextToken: action.payload.nextToken };
      state.isFetchingMore = false;
    },
    moreFailed(state) {
      state.isFetchingMore = false;
    },
    listFailed(state, action: PayloadAction<{ skuType: string | null }>) {
      state.isListFailed = true;
      state.isListFetched = false;
      state.isFetchingMore = false;
      state.listSkuType = action.payload.skuType;
    },
    detailLoaded(state, action: PayloadAction<OrderDetail>) {
      if (state.selectedOrderId !== action.payload.orderId) {
        state.selectedEntityId = null;
        state.selectedReturnReason = null;
        state.isCancelModalOpen = false;
        state.isReturnModalOpen = false;
      }
      state.selectedOrderId = action.payload.orderId;
      state.selectedOrderData = action.payload;
      state.isDetailFailed = false;
      // The list shows this order's new status too.
      const index = state.list.findIndex((order) => order.orderId === action.payload.orderId);
      if (index >= 0) state.list[index] = action.payload;
    },
    detailFailed(state, action: PayloadAction<{ orderId: string }>) {
      state.selectedOrderId = action.payload.orderId;
      state.selectedOrderData = null;
      state.isDetailFailed = true;
    },
    /** The selected order can be reset. */
    selectedOrderReset(state) {
      state.selectedOrderId = null;
      state.selectedOrderData = null;
      state.selectedEntityId = null;
      state.selectedReturnReason = null;
      state.isDetailFailed = false;
      state.isCancelModalOpen = false;
      state.isReturnModalOpen = false;
    },
    cancelModalOpened(state, action: PayloadAction<{ entityId: string | null }>) {
      state.selectedEntityId = action.payload.entityId;
      state.isCancelModalOpen = true;
      state.isReturnModalOpen = false;
    },
    returnModalOpened(state, action: PayloadAction<{ entityId: string; type: ReturnKind }>) {
      if (state.selectedEntityId !== action.payload.entityId) state.selectedReturnReason = null;
      state.selectedEntityId = action.payload.entityId;
      state.selectedReturnType = action.payload.type;
      state.isReturnModalOpen = true;
      state.isCancelModalOpen = false;
    },
    returnReasonSelected(state, action: PayloadAction<string | null>) {
      state.selectedReturnReason = action.payload;
    },
    returnTypeSelected(state, action: PayloadAction<ReturnKind>) {
      state.selectedReturnType = action.payload;
    },
    modalsClosed(state) {
      state.isCancelModalOpen = false;
      state.isReturnModalOpen = false;
      state.selectedEntityId = null;
      state.selectedReturnReason = null;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(hydrate, (state, action) => {
        // store.ts's Hydration names this key's type.
        const orders = action.payload.orders as OrdersHydration | undefined;
        return orders ? mergeHydration(state as OrdersState, orders) : state;
      })
      // A page-level reset restores every slice except app.
      .addCase(resetPage, () => ordersInitial),
});

export const {
  listLoaded,
  moreRequested,
  moreLoaded,
  moreFailed,
  listFailed,
  detailLoaded,
  detailFailed,
  selectedOrderReset,
  cancelModalOpened,
  returnModalOpened,
  returnReasonSelected,
  returnTypeSelected,
  modalsClosed,
} = ordersSlice.actions;
