import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";
import { isSsoProvider } from "../features/auth/sso.ts";
import { notFound } from "../lib/route-errors.ts";

// The redirect URI registered with Google (GET, answer in the query) and Apple (POST, answer as a form:
// response_mode=form_post). Apple's post comes from its own site, which React Router refuses for page
// actions; this resource route only turns either answer into a same-site GET of the page that finishes
// the sign-in in the browser (auth-complete.tsx). Nothing changes here, so a forged post achieves nothing.

const ANSWER_FIELDS = ["code", "state", "iss", "error"] as const;

function completePage(provider: string, read: (name: string) => unknown): Response {
  const query = new URLSearchParams();
  for (const name of ANSWER_FIELDS) {
    const value = read(name);
    if (typeof value === "string" && value.length > 0 && value.length <= 2000) query.set(name, value);
  }
  return redirect(`/auth/complete/${provider}?${query.toString()}`, {
    status: 303,
    headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}

export function loader({ params, request }: LoaderFunctionArgs) {
  if (!isSsoProvider(params.provider)) notFound();
  const query = new URL(request.url).searchParams;
  return completePage(params.provider, (name) => query.get(name));
}

export async function action({ params, request }: ActionFunctionArgs) {
  if (!isSsoProvider(params.provider)) notFound();
  const form = await request.formData().catch(() => new FormData());
  return completePage(params.provider, (name) => form.get(name));
}
