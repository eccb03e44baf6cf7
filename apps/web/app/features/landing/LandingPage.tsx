import { LandingBlocks } from "./LandingBlocks.tsx";
import { LandingHero } from "./LandingHero.tsx";
import type { LandingView } from "./landing.ts";

export function LandingPage({ view }: { view: LandingView }) {
  return (
    <div data-page-key={view.pageKey}>
      <LandingHero hero={view.hero} />
      {view.description ? (
        <p className="mx-auto max-w-3xl px-4 pt-10 text-lg text-ink sm:px-6">{view.description}</p>
      ) : null}
      <LandingBlocks blocks={view.blocks} />
    </div>
  );
}
