import { describe, expect, it } from "vitest";
import { commonInitialState, commonSlice, sameDayShipmentLoaded } from "./common-slice.ts";
import { resetPage } from "./shared-actions.ts";

const cutOff = 1_800_000_000_000;

describe("common slice", () => {
  it("keeps the nudge of the common state, and forgets it on a page reset", () => {
    const loaded = commonSlice.reducer(
      commonInitialState,
      sameDayShipmentLoaded({ cutOffTimeInMiliseconds: cutOff, shouldDisplay: true, market: "AE" }),
    );
    expect(loaded.sameDayShipmentNudge).toEqual({
      cutOffTimeInMiliseconds: cutOff,
      shouldDisplay: true,
      isFetched: true,
      market: "AE",
    });
    expect(commonSlice.reducer(loaded, resetPage())).toEqual(commonInitialState);
  });
});
