import type { StaffDto } from "@ojas/domain";
import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { buttonClasses } from "../components/ui/Button.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { ROLE_LABELS } from "../features/staff/nav.ts";
import { apiFor } from "../lib/api.ts";

// The staff accounts and their roles, read-only (GET /api/staff/accounts, permission `staff`).

export const meta: MetaFunction = () => staffMeta("Staff");

export const headers = staffHeaders;

interface StaffList {
  staff: StaffDto[];
  paginationData: { nextToken: string | null };
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<StaffList> {
  const nextToken = new URL(request.url).searchParams.get("nextToken") || undefined;
  try {
    return await apiFor(request, context).get<StaffList>("/api/staff/accounts", { nextToken, limit: 50 });
  } catch (error) {
    // Signed out: the layout asks to sign in and shows no page.
    signedOutOr(error);
    return { staff: [], paginationData: { nextToken: null } };
  }
}

export default function StaffAccounts() {
  const { staff, paginationData } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-title font-semibold text-ink">Staff</h1>
      <p className="mt-2 text-muted">Every staff account and the roles it holds.</p>
      <ul className="mt-6 flex flex-col gap-3" aria-label="Staff accounts">
        {staff.map((member) => (
          <li
            key={member.id}
            data-testid="staff-account"
            className="flex flex-wrap items-baseline justify-between gap-2 rounded-card border border-line bg-surface px-5 py-4"
          >
            <div className="min-w-0">
              <p className="font-semibold text-ink">{member.name}</p>
              <p className="text-sm text-muted [overflow-wrap:anywhere]">{member.email ?? "No email"}</p>
            </div>
            <p className="text-sm text-ink">
              <span className="sr-only">Roles: </span>
              {member.roles.length > 0
                ? member.roles.map((role) => ROLE_LABELS[role]).join(", ")
                : "No roles"}
            </p>
          </li>
        ))}
      </ul>
      {paginationData.nextToken ? (
        <Link
          className={buttonClasses("secondary", "md", "mt-6")}
          to={`?${new URLSearchParams({ nextToken: paginationData.nextToken })}`}
        >
          More staff
        </Link>
      ) : null}
    </div>
  );
}
