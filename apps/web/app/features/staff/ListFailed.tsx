import { Link, useLocation } from "react-router";

/** A staff list that could not be loaded: the reason, and a link that loads the same page again. */
export function ListFailed({ message }: { message: string }) {
  const location = useLocation();
  return (
    <div role="alert" className="mt-2 text-error">
      <p>{message}</p>
      <Link to={`${location.pathname}${location.search}`} className="mt-2 inline-block text-accent underline">
        Try again
      </Link>
    </div>
  );
}
