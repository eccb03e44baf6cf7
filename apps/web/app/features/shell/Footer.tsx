import { countryForMarket } from "@ojas/domain";
import { Link } from "react-router";
import { Logo } from "../../components/ui/Logo.tsx";
import { useMarket, useMarketPath } from "../../lib/market.ts";
import { TAGLINE } from "../../lib/seo.ts";
import { FOOTER_NAV } from "./nav.ts";

export function Footer() {
  const market = useMarket();
  const href = useMarketPath();
  const country = countryForMarket(market);
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-3 text-lg font-semibold text-ink">{TAGLINE}</p>
          <p className="mt-2 max-w-sm text-sm text-muted">
            Connected devices, skin care, nutrition and coaching that turn your health data into daily habits.
          </p>
          <address className="mt-6 not-italic text-sm text-ink" aria-label={`Customer care, ${country.name}`}>
            <p className="font-semibold">Customer care · {country.name}</p>
            <p className="mt-2">
              <a className="underline-offset-4 hover:underline" href={`tel:${country.carePhoneE164}`}>
                {country.carePhone}
              </a>
            </p>
            <p className="mt-1">
              <a className="underline-offset-4 hover:underline" href={`mailto:${country.careEmail}`}>
                {country.careEmail}
              </a>
            </p>
            <p className="mt-1 text-muted">{country.careHours}</p>
          </address>
        </div>
        {FOOTER_NAV.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-ink">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link to={href(link.path)} className="text-sm text-muted hover:text-ink">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-muted sm:px-6">
          © {new Date().getFullYear()} Ojas Health. Ojas devices and programmes support healthy habits; they
          do not diagnose or treat disease. Talk to your doctor before changing medication.
        </p>
      </div>
    </footer>
  );
}
