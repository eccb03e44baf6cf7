import { useEffect, useState } from "react";
import type { Api } from "./api.ts";
import { useApi } from "./auth/auth-api.ts";
import { failureText } from "./auth/login-form.ts";

/** One API read as a component shows it: still loading, failed (in words a shopper reads), or its answer. */
export type Load<T> = { kind: "loading" } | { kind: "failed"; text: string } | { kind: "ready"; value: T };

/**
 * Runs `read` once the component is in the browser, and again when `key` changes; an answer that comes
 * after the component moved on (unmounted, or a newer read) is dropped.
 */
export function useApiLoad<T>(read: (api: Api) => Promise<T>, key: unknown = null): Load<T> {
  const api = useApi();
  const [load, setLoad] = useState<Load<T>>({ kind: "loading" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the read is the caller's; key asks for a new one
  useEffect(() => {
    let live = true;
    setLoad({ kind: "loading" });
    read(api)
      .then((value) => live && setLoad({ kind: "ready", value }))
      .catch((error) => live && setLoad({ kind: "failed", text: failureText(error) }));
    return () => {
      live = false;
    };
  }, [api, key]);
  return load;
}
