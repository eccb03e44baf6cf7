import type { Address, Goal, LifeBitsAccount, PersonalBits, PlanTier, UserDto } from "@ojas/domain";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { hydrate, resetPage } from "./shared-actions.ts";

// The user slice (docs/product.md, client state). Tokens live in HttpOnly cookies (docs/api.md), so the
// slice never holds them. The login popup's callbacks are functions and stay out of the (serialisable,
// server-rendered) state: see lib/auth/login-popup.ts.

/** A running subscription, as getCurrentActive answers it (the fields the storefront uses). */
export interface ActiveSubscription {
  subscriptionId: string;
  planId: string;
  planName: string;
  tier: PlanTier;
  status: string;
  currentPeriod: { start: number; end: number; number: number } | null;
  nextChargeAt: number | null;
  cancelAtPeriodEnd: boolean;
}

export interface LoginPopupState {
  show: boolean;
  showSSOOptions: boolean;
  /** Where to go after signing in; none: stay on the page. */
  redirectUrl: string | null;
}

export interface UserState {
  /**
   * Who this is is not known yet: the page started with a lapsed access token and is renewing it, or it
   * is a page shared by every shopper and the personal call has not answered (docs/decisions/0042).
   */
  isRenewing: boolean;
  isLoggedIn: boolean;
  userId: string | null;
  healthGoal: Goal | null;
  /** The address the cart delivers to. */
  deliveryAddress: Address | null;
  addresses: { lastFetchedAt: number | null; data: Address[]; isFetched: boolean };
  /** The profile (getUser's userDto). */
  data: UserDto | null;
  isGuestUser: boolean;
  isProUser: boolean;
  ongoingSubscriptions: ActiveSubscription[];
  userLifeBits: (LifeBitsAccount & { isFetched: true }) | { total: 0; history: []; isFetched: false };
  /**
   * What the shopper bought (the personal call's `bought`): when the latest order of each product was
   * created, by product id. "unknown" until asked; an answer counts only while it is "loading", so one
   * that arrives after a sign-out or a switch of user is dropped.
   */
  bought: { status: "unknown" | "loading" | "loaded" | "failed"; lastOrderedAt: Record<string, number> };
  loginPopupData: LoginPopupState;
}

export const userInitialState: UserState = {
  isRenewing: false,
  isLoggedIn: false,
  userId: null,
  healthGoal: null,
  deliveryAddress: null,
  addresses: { lastFetchedAt: null, data: [], isFetched: false },
  data: null,
  isGuestUser: false,
  isProUser: false,
  ongoingSubscriptions: [],
  userLifeBits: { total: 0, history: [], isFetched: false },
  bought: { status: "unknown", lastOrderedAt: {} },
  loginPopupData: { show: false, showSSOOptions: true, redirectUrl: null },
};

/** The default address, else the most recent one (timestamps are creation instants). */
export function pickDeliveryAddress(addresses: readonly Address[]): Address | null {
  if (addresses.length === 0) return null;
  return (
    addresses.find((a) => a.defaultAddress) ??
    addresses.reduce((latest, a) => (a.timestamp > latest.timestamp ? a : latest))
  );
}

/** A read of the saved addresses (a list load, a save, or a server render's `hydrate.addresses`). */
export interface AddressesHydration {
  addresses: Address[];
  /** The server instant of the read. */
  timestamp: number;
}

/** Only a read not older than the one already stored counts. */
function takeAddresses(state: UserState, { addresses, timestamp }: AddressesHydration) {
  const stored = state.addresses.lastFetchedAt;
  if (stored !== null && timestamp < stored) return;
  state.addresses = { lastFetchedAt: timestamp, data: addresses, isFetched: true };
  const current = state.deliveryAddress;
  const stillThere = current && addresses.find((a) => a.timestamp === current.timestamp);
  state.deliveryAddress = stillThere ?? pickDeliveryAddress(addresses);
}

/** The user as a server render (or a sign-in) knows them: signed in, guest or not. */
function applyUser(state: UserState, user: Partial<UserDto>) {
  // The user is set only when the profile has an id.
  if (!user.id) return;
  const previous = state.data;
  state.isRenewing = false;
  state.isLoggedIn = true;
  state.userId = user.id;
  state.isGuestUser = user.isGuestUser ?? false;
  state.healthGoal = user.healthGoal ?? null;
  state.data = {
    id: user.id,
    phoneNumber: user.phoneNumber ?? null,
    email: user.email ?? null,
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    healthGoal: user.healthGoal ?? null,
    isGuestUser: user.isGuestUser ?? false,
    // The first-purchase flag changes only when the answer carries metaData.
    metaData: user.metaData ?? previous?.metaData ?? { firstPurchaseCompleted: false },
  };
}

export const userSlice = createSlice({
  name: "user",
  initialState: userInitialState,
  reducers: {
    userLoaded(state, action: PayloadAction<Partial<UserDto>>) {
      const switched = state.userId !== null && state.userId !== action.payload.id;
      if (switched) Object.assign(state, { ...userInitialState, loginPopupData: state.loginPopupData });
      applyUser(state, action.payload);
    },
    sessionRenewalEnded(state) {
      state.isRenewing = false;
    },
    /** Addresses from the list (or a save): only a read not older than the one already stored counts. */
    addressesLoaded(state, action: PayloadAction<AddressesHydration>) {
      takeAddresses(state, action.payload);
    },
    deliveryAddressChosen(state, action: PayloadAction<number>) {
      const chosen = state.addresses.data.find((a) => a.timestamp === action.payload);
      if (chosen) state.deliveryAddress = chosen;
    },
    lifeBitsLoaded(state, action: PayloadAction<LifeBitsAccount>) {
      state.userLifeBits = { ...action.payload, isFetched: true };
    },
    subscriptionsLoaded(state, action: PayloadAction<ActiveSubscription[]>) {
      state.ongoingSubscriptions = action.payload;
      state.isProUser = action.payload.some((s) => s.tier === "PRO");
    },
    proStatusLoaded(state, action: PayloadAction<boolean>) {
      state.isProUser = action.payload;
    },
    boughtRequested(state) {
      state.bought = { status: "loading", lastOrderedAt: {} };
    },
    boughtLoaded(state, action: PayloadAction<PersonalBits["bought"]>) {
      if (state.bought.status !== "loading") return;
      state.bought = {
        status: "loaded",
        lastOrderedAt: Object.fromEntries(action.payload.map((b) => [b.productId, b.lastOrderedAt])),
      };
    },
    /** Asked again only once someone signs in: never in a loop for the shopper it failed for. */
    boughtFailed(state) {
      if (state.bought.status === "loading") state.bought.status = state.isLoggedIn ? "failed" : "unknown";
    },
    firstPurchaseCompleted(state, action: PayloadAction<Partial<UserDto["metaData"]> | undefined>) {
      if (!state.data || !action.payload) return;
      state.data.metaData = { ...state.data.metaData, ...action.payload };
    },
    loginPopupOpened(state, action: PayloadAction<Partial<Omit<LoginPopupState, "show">> | undefined>) {
      state.loginPopupData = {
        show: true,
        showSSOOptions: action.payload?.showSSOOptions ?? true,
        redirectUrl: action.payload?.redirectUrl ?? null,
      };
    },
    loginPopupClosed(state) {
      state.loginPopupData = userInitialState.loginPopupData;
    },
    /** Logout resets all user data. */
    loggedOut() {
      return userInitialState;
    },
  },
  // A page-level reset restores every slice except app.
  extraReducers: (builder) =>
    builder
      .addCase(hydrate, (state, action) => {
        // store.ts's Hydration names this key's type.
        const addresses = action.payload.addresses as AddressesHydration | undefined;
        if (addresses) takeAddresses(state as UserState, addresses);
      })
      .addCase(resetPage, () => userInitialState),
});

export const {
  userLoaded,
  sessionRenewalEnded,
  addressesLoaded,
  deliveryAddressChosen,
  lifeBitsLoaded,
  subscriptionsLoaded,
  proStatusLoaded,
  boughtRequested,
  boughtLoaded,
  boughtFailed,
  firstPurchaseCompleted,
  loginPopupOpened,
  loginPopupClosed,
  loggedOut,
} = userSlice.actions;
