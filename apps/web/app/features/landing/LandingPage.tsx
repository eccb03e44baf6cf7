import type { ReactNode } from "react";
import { LandingBlocks } from "./LandingBlocks.tsx";
import { LandingHero } from "./LandingHero.tsx";
import type { LandingView } from "./landing.ts";

/** A landing: hero, then what the page adds (a buy box), its intro and its blocks. */
export function LandingPage({ view, afterHero }: { view: LandingView; afterHero?: ReactNode }) {
  return (
    <div data-page-key={view.pageKey}>
      <LandingHero hero={view.hero} />
      {afterHero}
      {view.description ? (
        <p className="mx-auto max-w-3xl px-4 pt-10 text-lg text-ink sm:px-6">{view.description}</p>
      ) : null}
      <LandingBlocks blocks={view.blocks} />
    </div>
  );
}
