import type { Market, SameDayShipment } from "@ojas/domain";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { resetPage } from "./shared-actions.ts";

/** The common slice (docs/product.md, client state): what several pages show, such as the same-day nudge. */
export interface CommonState {
  sameDayShipmentNudge: SameDayShipment & { isFetched: boolean; market: Market | null };
}

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
  extraReducers: (builder) => builder.addCase(resetPage, () => commonInitialState),
});

export const { sameDayShipmentLoaded } = commonSlice.actions;
