import type { StaffDto } from "@ojas/domain";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { ROLE_LABELS, screensFor } from "./nav.ts";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `-mb-px inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-4 text-sm font-semibold transition-colors ${
    isActive ? "border-accent text-accent" : "border-transparent text-muted hover:text-ink"
  }`;

/** The back office's navigation: its home and only the screens this person may use. */
export function StaffNav({ staff }: { staff: StaffDto }) {
  return (
    <nav aria-label="Back office" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1 border-b border-line">
        <li>
          <NavLink to="/staff" end className={linkClass}>
            Overview
          </NavLink>
        </li>
        {screensFor(staff.permissions).map((screen) => (
          <li key={screen.path}>
            <NavLink to={screen.path} className={linkClass}>
              {screen.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Who is signed in to the back office, with their roles and a way out. */
export function StaffBar({ staff, signOut }: { staff: StaffDto; signOut: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">Ojas back office</p>
        <p className="mt-1 text-lg font-semibold text-ink [overflow-wrap:anywhere]" data-testid="staff-name">
          {staff.name}
        </p>
        <p className="text-sm text-muted [overflow-wrap:anywhere]">
          <span className="sr-only">Roles: </span>
          <span data-testid="staff-roles">{staff.roles.map((role) => ROLE_LABELS[role]).join(", ")}</span>
          {staff.email ? <> · {staff.email}</> : null}
        </p>
      </div>
      {signOut}
    </div>
  );
}

/** The frame of every back office page: who, where to go, then the page. */
export function StaffShell({
  staff,
  signOut,
  children,
}: {
  staff: StaffDto;
  signOut: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <StaffBar staff={staff} signOut={signOut} />
      <div className="mt-5">
        <StaffNav staff={staff} />
      </div>
      <div className="mt-6 sm:mt-8">{children}</div>
    </div>
  );
}
