import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { SameDayHydration } from "../../lib/state/common-slice.ts";
import { hydrate } from "../../lib/state/shared-actions.ts";
import { makeStore } from "../../lib/store.ts";
import { SameDayNudge } from "./SameDayNudge.tsx";

// The nudge a server render read (the cart page) is in the HTML, worded for the time it was rendered, so
// it takes its place before the scripts run instead of pushing the cart down when it arrives.

const cutOff = 1_800_000_000_000;

function render(path: string, sameDay?: SameDayHydration): string {
  const store = makeStore();
  if (sameDay) store.dispatch(hydrate({ sameDay }));
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Provider store={store}>
        <SameDayNudge />
      </Provider>
    </MemoryRouter>,
  );
}

describe("the same-day nudge in a server render", () => {
  const read = { cutOffTimeInMiliseconds: cutOff, shouldDisplay: true, renderedAt: cutOff - 134 * 60_000 };

  it("is rendered with the time left when the page's loader read it", () => {
    expect(render("/cart", { ...read, market: "IN" })).toContain("Order within 2h 14m for same-day dispatch");
  });

  it("is not rendered without it, for another market, or after the cut-off", () => {
    expect(render("/cart")).toBe("");
    expect(render("/ae/cart", { ...read, market: "IN" })).toBe("");
    expect(render("/cart", { ...read, market: "IN", shouldDisplay: false })).toBe("");
  });
});
