import type { LandingHero as Hero } from "@ojas/domain";
import { ButtonLink } from "../../components/ui/Button.tsx";
import { useMarketPath } from "../../lib/market.ts";

/** A landing's hero: the page's one h1, its promise, the next step and the illustration. */
export function LandingHero({ hero }: { hero: Hero }) {
  const href = useMarketPath();
  return (
    <section className="border-b border-line bg-surface">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:px-6 md:grid-cols-2 md:py-16">
        <div>
          {hero.eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-widest text-accent">{hero.eyebrow}</p>
          ) : null}
          <h1 className="mt-3 text-title font-semibold text-ink sm:text-display">{hero.title}</h1>
          <p className="mt-4 max-w-xl text-lg text-muted">{hero.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={href(hero.cta.href)} size="lg">
              {hero.cta.label}
            </ButtonLink>
            {hero.secondaryCta ? (
              <ButtonLink to={href(hero.secondaryCta.href)} size="lg" variant="secondary">
                {hero.secondaryCta.label}
              </ButtonLink>
            ) : null}
          </div>
          {hero.badges?.length ? (
            <ul className="mt-8 flex flex-wrap gap-2">
              {hero.badges.map((badge) => (
                <li key={badge} className="rounded-full border border-line bg-bg px-3 py-1 text-sm text-ink">
                  {badge}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <img
          src={hero.image}
          alt=""
          width={1200}
          height={600}
          fetchPriority="high"
          className="w-full rounded-card bg-bg object-cover"
        />
      </div>
    </section>
  );
}
