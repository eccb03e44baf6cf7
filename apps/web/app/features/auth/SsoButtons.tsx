import { useState } from "react";
import { buttonClasses } from "../../components/ui/Button.tsx";
import { useApi } from "../../lib/auth/auth-api.ts";
import { failureText } from "../../lib/auth/login-form.ts";
import { useRootData } from "../../lib/root-data.ts";
import { type SsoProvider, startSsoSignIn } from "./sso.ts";

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.2 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M16.4 12.7c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9a5 5 0 0 0-4.2 2.6c-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5a11 11 0 0 0 1.4-2.9 4.5 4.5 0 0 1-2.6-4.1zM13.9 5.1A4.4 4.4 0 0 0 15 1.8a4.5 4.5 0 0 0-2.9 1.5 4.2 4.2 0 0 0-1.1 3.2c1.1.1 2.2-.5 2.9-1.4z" />
    </svg>
  );
}

const PROVIDERS: Array<{ id: SsoProvider; label: string; Mark: () => React.JSX.Element }> = [
  { id: "google", label: "Continue with Google", Mark: GoogleMark },
  { id: "apple", label: "Continue with Apple", Mark: AppleMark },
];

/** Google and Apple sign-in (loginPopupData.showSSOOptions), for the providers the API is configured for. */
export function SsoButtons({ returnTo }: { returnTo: string }) {
  const api = useApi();
  const configured = useRootData().ssoProviders ?? [];
  const offered = PROVIDERS.filter(({ id }) => configured.includes(id));
  const [pending, setPending] = useState<SsoProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async (provider: SsoProvider) => {
    setPending(provider);
    setError(null);
    try {
      await startSsoSignIn(api, provider, returnTo);
    } catch (failure) {
      setError(failureText(failure));
      setPending(null);
    }
  };

  if (offered.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </div>
      <div className="grid gap-3">
        {offered.map(({ id, label, Mark }) => (
          <button
            key={id}
            type="button"
            onClick={() => start(id)}
            disabled={pending !== null}
            aria-busy={pending === id || undefined}
            className={buttonClasses("secondary", "lg", "w-full px-4")}
          >
            <Mark />
            {label}
          </button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-center text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
