import type { StaffDto } from "@ojas/domain";
import { useEffect, useRef } from "react";
import {
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  type MetaFunction,
  Outlet,
  useLoaderData,
  useRevalidator,
  useRouteError,
} from "react-router";
import { SignInPrompt } from "../features/account/SignInPrompt.tsx";
import { SignOutButton } from "../features/account/SignOutButton.tsx";
import { ErrorPage } from "../features/shell/ErrorPage.tsx";
import { NotFoundPage } from "../features/shell/NotFoundPage.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { StaffAreaRefused, StaffForbidden } from "../features/staff/StaffForbidden.tsx";
import { StaffShell } from "../features/staff/StaffShell.tsx";
import { type StaffLayoutData, useStaff } from "../features/staff/use-staff.ts";
import { apiFor } from "../lib/api.ts";
import type { PageErrorData } from "../lib/route-errors.ts";
import { useAppSelector } from "../lib/store.ts";

// The back office's frame (docs/architecture.md, "Back office shell"): who is signed in, their roles, a
// sign-out and the screens their permissions open. No session: the shop's sign-in prompt, back here
// afterwards. Signed in without staff access: the 403 page.

export const meta: MetaFunction = ({ error }) =>
  staffMeta(isRouteErrorResponse(error) && error.status === 403 ? "Staff only" : "Back office");

export const headers = staffHeaders;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<StaffLayoutData> {
  try {
    return await apiFor(request, context).get<{ staff: StaffDto }>("/api/staff/me");
  } catch (error) {
    signedOutOr(error);
    return { staff: null };
  }
}

function SignIn() {
  const { isLoggedIn, isRenewing } = useAppSelector((state) => state.user);
  const revalidator = useRevalidator();
  const asked = useRef(false);
  // The server cannot renew an expired access token: when the browser holds a session (after signing in
  // here, or once it has renewed one), ask the server again, once per renewal.
  useEffect(() => {
    if (isRenewing) asked.current = false;
    if (asked.current || !isLoggedIn || isRenewing || revalidator.state !== "idle") return;
    asked.current = true;
    revalidator.revalidate();
  }, [isLoggedIn, isRenewing, revalidator]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader eyebrow="Ojas back office" title="Staff sign-in" />
      <div className="mt-8">
        <SignInPrompt what="back office" />
      </div>
    </div>
  );
}

export default function StaffLayout() {
  const { staff } = useLoaderData<typeof loader>();
  if (!staff) return <SignIn />;
  return (
    <StaffShell staff={staff} signOut={<SignOutButton />}>
      <Outlet />
    </StaffShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const staff = useStaff();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const message = isRouteErrorResponse(error)
    ? (error.data as PageErrorData | undefined)?.message
    : undefined;
  // A page of the back office failed: the frame stays.
  if (staff) {
    return (
      <StaffShell staff={staff} signOut={<SignOutButton />}>
        {status === 403 ? (
          <StaffAreaRefused />
        ) : status === 404 ? (
          <NotFoundPage />
        ) : (
          <ErrorPage status={status} message={message} />
        )}
      </StaffShell>
    );
  }
  if (status === 403) return <StaffForbidden />;
  if (status === 404) return <NotFoundPage />;
  return <ErrorPage status={status} message={message} />;
}
