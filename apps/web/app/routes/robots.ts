import type { LoaderFunctionArgs } from "react-router";

export function loader({ context }: LoaderFunctionArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...["/cart", "/account", "/orders", "/search", "/session/"].flatMap((path) => [
      `Disallow: ${path}`,
      `Disallow: /ae${path}`,
      `Disallow: /us${path}`,
    ]),
    "",
    `Sitemap: ${context.siteOrigin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
