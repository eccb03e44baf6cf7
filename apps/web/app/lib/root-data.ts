import type { MetaArgs } from "react-router";
import { useRouteLoaderData } from "react-router";

/** What the root loader hands every page (app/root.tsx). */
export interface RootData {
  siteOrigin: string;
}

/** The root loader's data inside a meta function; an empty origin if the root itself failed. */
export function rootDataFrom(matches: MetaArgs["matches"]): RootData {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return root ?? { siteOrigin: "" };
}

export function useRootData(): RootData {
  return (useRouteLoaderData("root") as RootData | undefined) ?? { siteOrigin: "" };
}
