import {
  combineReducers,
  configureStore,
  createAction,
  createSlice,
  type PayloadAction,
} from "@reduxjs/toolkit";
import { useDispatch, useSelector } from "react-redux";

// Client state in the slices SPEC.md section 3 names. This slice set grows with each area (user, orders,
// plans ...); every slice but app resets on resetPage.

/** SPEC.md section 4: a page-level reset restores every slice except app. */
export const resetPage = createAction("page/reset");

export interface DeviceInfo {
  isAndroid: boolean;
  isIos: boolean;
  isSafari: boolean;
  isChecked: boolean;
  isWebview: boolean;
  appVersion: string | null;
  webviewConfig: { showHeader: boolean; source: string | null };
}

export interface AppState {
  deviceInfo: DeviceInfo;
  theme: "light" | "dark";
}

const appInitial: AppState = {
  deviceInfo: {
    isAndroid: false,
    isIos: false,
    isSafari: false,
    isChecked: false,
    isWebview: false,
    appVersion: null,
    webviewConfig: { showHeader: true, source: null },
  },
  theme: "light",
};

export const appSlice = createSlice({
  name: "app",
  initialState: appInitial,
  reducers: {
    setDeviceInfo(state, action: PayloadAction<Partial<DeviceInfo>>) {
      state.deviceInfo = { ...state.deviceInfo, ...action.payload, isChecked: true };
    },
    setTheme(state, action: PayloadAction<AppState["theme"]>) {
      state.theme = action.payload;
    },
  },
});

export interface CartState {
  totalQuantityInCart: number;
}

const cartInitial: CartState = { totalQuantityInCart: 0 };

export const cartSlice = createSlice({
  name: "cart",
  initialState: cartInitial,
  reducers: {
    setCartQuantity(state, action: PayloadAction<number>) {
      state.totalQuantityInCart = Math.max(0, Math.floor(action.payload) || 0);
    },
  },
  extraReducers: (builder) => builder.addCase(resetPage, () => cartInitial),
});

export const { setDeviceInfo, setTheme } = appSlice.actions;
export const { setCartQuantity } = cartSlice.actions;

const rootReducer = combineReducers({ app: appSlice.reducer, cart: cartSlice.reducer });

export type RootState = ReturnType<typeof rootReducer>;

/** One store per page load (and per server render), so shoppers never share state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
