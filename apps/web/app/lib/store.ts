import { combineReducers, configureStore, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { useDispatch, useSelector } from "react-redux";
import { type CartHydration, cartSlice } from "./state/cart-slice.ts";
import { commonSlice, type SameDayHydration } from "./state/common-slice.ts";
import { type OrdersHydration, ordersSlice } from "./state/orders-slice.ts";
import { type AddressesHydration, userSlice } from "./state/user-slice.ts";
import { type DeviceInfo, type Theme, UNCHECKED_DEVICE } from "./webview.ts";

export type { DeviceInfo } from "./webview.ts";

// Client state in slices (docs/product.md, client state). This slice set grows with each area (user, orders,
// plans ...); every slice but app resets on resetPage. The actions several slices react to live in
// state/shared-actions.ts (docs/architecture.md, Boundaries).

/**
 * Server state a page's loader hands the store (its `hydrate` field, dispatched with shared-actions.ts's
 * hydrate); each slice merges what is its own.
 */
export type Hydration = {
  orders?: OrdersHydration;
  cart?: CartHydration;
  addresses?: AddressesHydration;
  sameDay?: SameDayHydration;
};

export interface AppState {
  deviceInfo: DeviceInfo;
  theme: Theme;
}

const appInitial: AppState = { deviceInfo: UNCHECKED_DEVICE, theme: "light" };

export const appSlice = createSlice({
  name: "app",
  initialState: appInitial,
  reducers: {
    setDeviceInfo(state, action: PayloadAction<Partial<DeviceInfo>>) {
      state.deviceInfo = { ...state.deviceInfo, ...action.payload, isChecked: true };
    },
    /** The wrapper's ask (a message, the query, or the tab coming back): show or hide the site header. */
    setWebviewConfig(state, action: PayloadAction<Partial<DeviceInfo["webviewConfig"]>>) {
      state.deviceInfo.webviewConfig = { ...state.deviceInfo.webviewConfig, ...action.payload };
    },
    setTheme(state, action: PayloadAction<AppState["theme"]>) {
      state.theme = action.payload;
    },
  },
});

export const { setDeviceInfo, setTheme, setWebviewConfig } = appSlice.actions;
export { setCartQuantity } from "./state/cart-slice.ts";

const rootReducer = combineReducers({
  app: appSlice.reducer,
  cart: cartSlice.reducer,
  common: commonSlice.reducer,
  orders: ordersSlice.reducer,
  user: userSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** One store per page load (and per server render), so shoppers never share state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
