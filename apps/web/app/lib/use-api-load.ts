import { useEffect, useState } from "react";
import type { Api } from "./api.ts";
import { useApi } from "./auth/auth-api.ts";
import { failureText } from "./auth/login-form.ts";

/** One API read as a component shows it: still loading, failed (in words a shopper reads), or its answer. */
export type Load<T> = { kind: "loading" } | { kind: "failed"; text: string } | { kind: "ready"; value: T };

/**
 * Runs `read` once the component is in the browser; an answer that comes after the component is gone is
 * dropped.
 */
export function useApiLoad<T>(read: (api: Api) => Promise<T>): Load<T> {
  const api = useApi();
  const [load, setLoad] = useState<Load<T>>({ kind: "loading" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the read is the caller's, made once per api
  useEffect(() => {
    let live = true;
    setLoad({ kind: "loading" });
    read(api)
      .then((value) => live && setLoad({ kind: "ready", value }))
      .catch((error) => live && setLoad({ kind: "failed", text: failureText(error) }));
    return () => {
      live = false;
    };
  }, [api]);
  return load;
}
