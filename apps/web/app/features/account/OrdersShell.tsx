import { type ReactNode, useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { useAppSelector } from "../../lib/store.ts";
import { AccountNav } from "./AccountLayout.tsx";
import { SignInPrompt } from "./SignInPrompt.tsx";

/**
 * An orders page: its title, the account tabs for account holders, and its content once the shopper (an
 * account holder or a guest who ordered) is known. When the server render had no session, a browser that
 * renews its session or signs in here asks the page again.
 */
export function OrdersShell({
  title,
  what,
  needsSession,
  children,
}: {
  title: ReactNode;
  what: string;
  needsSession: boolean;
  children: ReactNode;
}) {
  const { isLoggedIn, isGuestUser, isRenewing } = useAppSelector((state) => state.user);
  const revalidator = useRevalidator();
  const askedFor = useRef<boolean | null>(null);

  useEffect(() => {
    if (!needsSession || !isLoggedIn || askedFor.current === isLoggedIn) return;
    askedFor.current = isLoggedIn;
    void revalidator.revalidate();
  }, [needsSession, isLoggedIn, revalidator]);

  const waiting = needsSession && (isRenewing || (isLoggedIn && revalidator.state !== "idle"));
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-title font-semibold text-ink [overflow-wrap:anywhere] sm:text-display">{title}</h1>
      {isLoggedIn && !isGuestUser ? (
        <div className="mt-6">
          <AccountNav />
        </div>
      ) : null}
      <div className="mt-8">
        {waiting ? (
          <div className="flex flex-col gap-4" aria-busy="true">
            <span className="sr-only">Loading your orders</span>
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : needsSession ? (
          <SignInPrompt what={what} />
        ) : (
          children
        )}
      </div>
    </div>
  );
}
