import { useEffect, useRef, useState } from "react";
import {
  type LoaderFunctionArgs,
  type MetaFunction,
  useNavigate,
  useParams,
  useSearchParams,
} from "react-router";
import { Button, ButtonLink } from "../components/ui/Button.tsx";
import { isSsoProvider, SSO_SOURCE, ssoRedirectUri, takeSsoReturn } from "../features/auth/sso.ts";
import { trackSignIn } from "../lib/analytics.ts";
import { authApi, useApi } from "../lib/auth/auth-api.ts";
import { failureText } from "../lib/auth/login-form.ts";
import { useOpenLoginPopup } from "../lib/auth/login-popup.ts";
import { notFound } from "../lib/route-errors.ts";
import { userLoaded } from "../lib/state/user-slice.ts";
import { useAppDispatch } from "../lib/store.ts";

// Where the provider's answer ends up (through auth-callback.ts). The code is posted to the API from the
// browser, so the session cookies are set on this site and a guest's cart comes along.

export const meta: MetaFunction = () => [
  { title: "Signing you in | Ojas" },
  { name: "robots", content: "noindex" },
];

export function loader({ params }: LoaderFunctionArgs) {
  if (!isSsoProvider(params.provider)) notFound();
  return null;
}

export default function AuthComplete() {
  const { provider } = useParams();
  const [search] = useSearchParams();
  const api = useApi();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const openLogin = useOpenLoginPopup();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  const answer = {
    code: search.get("code"),
    state: search.get("state"),
    error: search.get("error"),
    iss: search.get("iss"),
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, with the provider's answer
  useEffect(() => {
    if (started.current || !isSsoProvider(provider)) return;
    started.current = true;
    const back = takeSsoReturn();
    if (answer.error || !answer.code || !answer.state) {
      setFailure(
        answer.error === "access_denied"
          ? "Sign-in was cancelled. You can try again or use your mobile number."
          : "We could not sign you in. Please try again.",
      );
      return;
    }
    authApi
      .loginViaSso(api, {
        code: answer.code,
        state: answer.state,
        source: SSO_SOURCE[provider],
        redirectUri: ssoRedirectUri(window.location.origin, provider),
        ...(answer.iss ? { iss: answer.iss } : {}),
      })
      .then(({ user, isNewUser }) => {
        trackSignIn(isNewUser, "sso");
        dispatch(userLoaded(user));
        navigate(back ?? "/", { replace: true });
      })
      .catch((error: unknown) => setFailure(failureText(error)));
  }, []);

  const name = provider === "apple" ? "Apple" : "Google";
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      {failure ? (
        <>
          <h1 className="text-title font-semibold text-ink">Sign-in did not finish</h1>
          <p role="alert" className="text-muted">
            {failure}
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button onClick={() => openLogin()}>Try again</Button>
            <ButtonLink to="/" variant="secondary">
              Go to the home page
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <h1 className="text-title font-semibold text-ink">Signing you in</h1>
          <p className="text-muted" role="status">
            Finishing your sign-in with {name}…
          </p>
        </>
      )}
    </div>
  );
}
