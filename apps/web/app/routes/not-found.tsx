import { data, type MetaFunction } from "react-router";
import { NotFoundPage } from "../features/shell/NotFoundPage.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: MetaFunction = () => [
  { title: "Page not found | Ojas" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundPage />;
}
