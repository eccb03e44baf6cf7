import { formatPhone } from "@ojas/domain";
import type { MetaFunction } from "react-router";
import { ButtonLink } from "../components/ui/Button.tsx";
import { AccountLayout } from "../features/account/AccountLayout.tsx";
import { LifeBitsCard } from "../features/account/LifeBitsCard.tsx";
import { PasswordForm } from "../features/account/PasswordForm.tsx";
import { ProfileForm } from "../features/account/ProfileForm.tsx";
import { SignOutButton } from "../features/account/SignOutButton.tsx";
import { useMarketPath } from "../lib/market.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Your account",
    description: "Your Ojas profile, health goal, life bits and sign-in settings.",
    crumb: "Account",
    noindex: true,
  });

function Section({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{text}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}

export default function AccountHome() {
  const href = useMarketPath();
  return (
    <AccountLayout title="Your account" what="profile, life bits and sign-in settings">
      {(user) => (
        <div className="flex flex-col gap-6">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div>
              <p className="text-xl font-semibold text-ink">
                {user.firstName ? `Hello, ${user.firstName}` : "Welcome to Ojas"}
              </p>
              <p className="mt-1 text-muted" data-testid="account-identity">
                {[user.phoneNumber && formatPhone(user.phoneNumber), user.email].filter(Boolean).join(" · ")}
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              <ButtonLink to={href("/account/subscriptions")} variant="secondary">
                Your subscriptions
              </ButtonLink>
              <ButtonLink to={href("/account/workouts")} variant="secondary">
                Your workouts
              </ButtonLink>
            </div>
          </div>
          {/* Phones: life bits first, sign out last. Wide screens: both in the side column. */}
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_1fr] lg:items-start">
            <div className="lg:col-start-2 lg:row-start-1">
              <LifeBitsCard />
            </div>
            <div className="flex flex-col gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
              <Section
                id="profile-title"
                title="Profile"
                text="Your name, email and what you are working towards."
              >
                <ProfileForm key={user.id} user={user} />
              </Section>
              <Section
                id="password-title"
                title="Password"
                text="Sign in faster with a password. You can always use a one-time code instead."
              >
                <PasswordForm />
              </Section>
            </div>
            <div className="rounded-card border border-line bg-surface p-5 sm:p-6 lg:col-start-2 lg:row-start-2">
              <p className="text-sm text-muted">Using a shared device? Sign out when you are done.</p>
              <div className="mt-4">
                <SignOutButton />
              </div>
            </div>
          </div>
        </div>
      )}
    </AccountLayout>
  );
}
