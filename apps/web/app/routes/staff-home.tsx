import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { staffHeaders, staffMeta } from "../features/staff/access.ts";
import { AREA_LABELS, areasWithoutScreen, screensFor } from "../features/staff/nav.ts";
import { useStaff } from "../features/staff/use-staff.ts";

// The back office's home: what this person can do here, from their permissions.

export const meta: MetaFunction = () => staffMeta("Back office");

export const headers = staffHeaders;

export default function StaffHome() {
  const staff = useStaff();
  if (!staff) return null;
  const screens = screensFor(staff.permissions);
  const others = areasWithoutScreen(staff.permissions);
  return (
    <div>
      <h1 className="text-title font-semibold text-ink">Hello, {staff.name.split(" ")[0]}</h1>
      <p className="mt-2 text-muted">
        {screens.length > 0
          ? "Here is what you can do in the back office."
          : "None of the back office's screens is in your areas yet."}
      </p>
      {screens.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2" aria-label="Your screens">
          {screens.map((screen) => (
            <li key={screen.path}>
              <Link
                to={screen.path}
                className="block h-full rounded-card border border-line bg-surface p-5 transition-colors hover:border-accent focus-visible:border-accent"
              >
                <h2 className="text-lg font-semibold text-ink">{screen.label}</h2>
                <p className="mt-1 text-sm text-muted">{screen.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <section aria-labelledby="staff-areas" className="mt-8">
          <h2 id="staff-areas" className="text-lg font-semibold text-ink">
            {screens.length > 0 ? "Your other areas" : "Your areas"}
          </h2>
          <p className="mt-1 text-sm text-muted">
            Your roles {screens.length > 0 ? "also " : ""}cover these; their screens are not in the back
            office yet.
          </p>
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="staff-areas">
            {others.map((area) => (
              <li
                key={area}
                className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent"
              >
                {AREA_LABELS[area]}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
