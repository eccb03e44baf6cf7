import { marketFromPath } from "@ojas/domain";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { marketPath } from "../lib/market.ts";

/** /account/blood-work, the blood tests' own list before bookings had a page: it lives on /account/bookings. */
export function loader({ request }: LoaderFunctionArgs) {
  const market = marketFromPath(new URL(request.url).pathname);
  throw redirect(marketPath(market, "/account/bookings"), 301);
}
