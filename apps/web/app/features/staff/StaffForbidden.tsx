import { ButtonLink } from "../../components/ui/Button.tsx";

/** The 403 page: a shopper (or anyone else without staff access) in the back office. */
export function StaffForbidden() {
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center"
      data-testid="staff-forbidden"
    >
      <p className="text-sm font-semibold uppercase tracking-widest text-error">Error 403</p>
      <h1 className="mt-3 text-title font-semibold text-ink">This area is for Ojas staff</h1>
      <p className="mt-4 text-muted">
        You are signed in with an account that has no access to the back office. If you work at Ojas, sign in
        with your staff account.
      </p>
      <div className="mt-8">
        <ButtonLink to="/">Back to the shop</ButtonLink>
      </div>
    </section>
  );
}

/** A member of staff on a screen their roles do not cover. */
export function StaffAreaRefused() {
  return (
    <section
      className="rounded-card border border-line bg-surface px-6 py-10 text-center"
      data-testid="staff-refused"
    >
      <h1 className="text-title font-semibold text-ink">Not one of your areas</h1>
      <p className="mt-3 text-muted" role="alert">
        Your roles do not include this screen. Ask an admin if you need it.
      </p>
      <div className="mt-6">
        <ButtonLink to="/staff" variant="secondary">
          Back office overview
        </ButtonLink>
      </div>
    </section>
  );
}
