import { ButtonLink } from "../../components/ui/Button.tsx";
import { useMarketPath } from "../../lib/market.ts";

const POPULAR = [
  { label: "Ojas Ring", path: "/ring" },
  { label: "Skin care", path: "/skin/products" },
  { label: "Supplements", path: "/nutrition/products" },
  { label: "Plans", path: "/plans" },
];

/** The 404 page: rendered with HTTP status 404 for unknown paths, products and pages. */
export function NotFoundPage() {
  const href = useMarketPath();
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center"
      data-testid="not-found"
    >
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">Error 404</p>
      <h1 className="mt-3 text-title font-semibold text-ink sm:text-display">We couldn't find that page</h1>
      <p className="mt-4 text-muted">
        The link may be old, or the page may have moved. Everything we make is still one click away.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={href("/")}>Go to the home page</ButtonLink>
        <ButtonLink to={href("/shop")} variant="secondary">
          Browse the shop
        </ButtonLink>
      </div>
      <nav aria-label="Popular pages" className="mt-10">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {POPULAR.map((link) => (
            <li key={link.path}>
              <ButtonLink to={href(link.path)} variant="link">
                {link.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
