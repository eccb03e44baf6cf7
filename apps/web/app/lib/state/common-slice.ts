import type { Market, SameDayShipment } from "@ojas/domain";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { hydrate, resetPage } from "./shared-actions.ts";

/** The common slice (docs/product.md, client state): what several pages show, such as the same-day nudge. */
export interface CommonState {
  sameDayShipmentNudge: SameDayShipment & {
    isFetched: boolean;
    market: Market | null;
    /** When a server render read it: the time its text was rendered for, so hydration renders the same. */
    renderedAt?: number;
  };
}

/** The same-day answer a page's server render read, and the time it rendered the nudge for. */
export type SameDayHydration = SameDayShipment & { market: Market; renderedAt: number };

export const commonInitialState: CommonState = {
  sameDayShipmentNudge: { cutOffTimeInMiliseconds: 0, shouldDisplay: false, isFetched: false, market: null },
};

export const commonSlice = createSlice({
  name: "common",
  initialState: commonInitialState,
  reducers: {
    sameDayShipmentLoaded(state, action: PayloadAction<SameDayShipment & { market: Market }>) {
      state.sameDayShipmentNudge = { ...action.payload, isFetched: true };
    },
  },
  // A page-level reset restores every slice except app.
  extraReducers: (builder) =>
    builder
      .addCase(hydrate, (state, action) => {
        // store.ts's Hydration names this key's type.
        const sameDay = action.payload.sameDay as SameDayHydration | undefined;
        if (sameDay) state.sameDayShipmentNudge = { ...sameDay, isFetched: true };
      })
      .addCase(resetPage, () => commonInitialState),
});

export const { sameDayShipmentLoaded } = commonSlice.actions;
