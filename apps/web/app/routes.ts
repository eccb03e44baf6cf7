import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

// Every storefront route (docs/product.md, pages), once per market: no prefix
// (India), /ae and /us. One page module may serve several paths; ids stay unique per market and path.

const LANDING = "routes/landing.tsx";
const DETAIL = "routes/product-detail.tsx";
const LISTING = "routes/product-listing.tsx";

/** Path (without market prefix, "" for home) to page module. */
export const PAGES: ReadonlyArray<readonly [path: string, file: string]> = [
  ["", "routes/home.tsx"],
  ["shop", "routes/shop.tsx"],
  ["cart", "routes/cart.tsx"],
  ["checkout", "routes/checkout.tsx"],
  ["search", "routes/search.tsx"],
  ["contact-us", "routes/contact-us.tsx"],
  // Skin
  ["skin", LANDING],
  ["skin/products", LISTING],
  ["skin/products/:slug", DETAIL],
  ["skin/assessment", "routes/skin-assessment.tsx"],
  ["skin/assessment/result", "routes/skin-assessment-result.tsx"],
  ["marketplace/skin", LANDING],
  // Nutrition and fitness gear
  ["nutrition", LANDING],
  ["nutrition/products", LISTING],
  ["nutrition/products/:slug", DETAIL],
  ["accessories/:slug", DETAIL],
  // Devices
  ["ring", LANDING],
  ["ring/preferences", "routes/ring-preferences.tsx"],
  ["ring/buy", DETAIL],
  ["ring/webinar", LANDING],
  ["cgm", LANDING],
  ["smart-scale", LANDING],
  // Blood work
  ["blood-work", LANDING],
  ["blood-work/book", "routes/blood-work-book.tsx"],
  // Plans and programmes
  ["plans", LANDING],
  ["plans/lite", LANDING],
  ["plans/lead", "routes/plans-lead.tsx"],
  ["plans/:slug", "routes/plan-kind.tsx"],
  ["plans/:kind/:planSlug", "routes/plan-detail.tsx"],
  ["plans/order/confirmation", "routes/order-confirmation.tsx"],
  ["programs/:programSlug", "routes/program.tsx"],
  ["diabetes-reversal-program", LANDING],
  ["young-at-heart", LANDING],
  // Fitness
  ["fitness", LANDING],
  ["fitness/fitbot", "routes/fitbot.tsx"],
  ["fitness/fitbot/workout/post-session/results", "routes/workout-results.tsx"],
  ["fitness/:category", "routes/fitness-category.tsx"],
  ["webinars", "routes/webinars.tsx"],
  ["session/:sessionId", "routes/session.tsx"],
  ["session/:sessionId/live", "routes/session-live.tsx"],
  // Content
  ["blog", "routes/blog.tsx"],
  ["blog/:slug", "routes/blog-post.tsx"],
  ["recipes", "routes/recipes.tsx"],
  ["recipes/:slug", "routes/recipe.tsx"],
  ["about-us", LANDING],
  ["faqs", LANDING],
  ["terms-and-conditions", "routes/legal.tsx"],
  ["community-guidelines", "routes/legal.tsx"],
  // Account and orders
  ["account", "routes/account-home.tsx"],
  ["account/addresses", "routes/account-addresses.tsx"],
  ["account/refer", "routes/account-refer.tsx"],
  ["account/subscriptions", "routes/account-subscriptions.tsx"],
  ["account/workouts", "routes/account-workouts.tsx"],
  ["account/bookings", "routes/account-bookings.tsx"],
  ["account/blood-work", "routes/account-blood-work.tsx"],
  ["account/blood-work/:bookingId", "routes/account-blood-work-booking.tsx"],
  ["account/reviews", "routes/account-reviews.tsx"],
  ["orders", "routes/orders.tsx"],
  ["orders/:orderId", "routes/order-detail.tsx"],
  ["order/confirmation", "routes/order-confirmation.tsx"],
];

const MARKET_PREFIXES = [
  { key: "in", prefix: "" },
  { key: "ae", prefix: "ae" },
  { key: "us", prefix: "us" },
] as const;

function entry(prefix: string, key: string, path: string, file: string): RouteConfigEntry {
  const full = [prefix, path].filter(Boolean).join("/");
  const id = `${key}:${path || "home"}`;
  return full === "" ? index(file, { id }) : route(full, file, { id });
}

export default [
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  // One callback per provider for every market: it is registered with the provider as is.
  route("auth/callback/:provider", "routes/auth-callback.ts", { id: "auth-callback" }),
  route("auth/complete/:provider", "routes/auth-complete.tsx", { id: "auth-complete" }),
  route("dev/outbox", "routes/dev-outbox.tsx", { id: "dev-outbox" }),
  // The back office (staff only), once for the whole shop.
  route("staff", "routes/staff-layout.tsx", { id: "staff" }, [
    index("routes/staff-home.tsx", { id: "staff-home" }),
    route("orders", "routes/staff-orders.tsx", { id: "staff-orders" }),
    route("catalogue", "routes/staff-catalogue.tsx", { id: "staff-catalogue" }),
    route("catalogue/:productId", "routes/staff-catalogue-product.tsx", { id: "staff-catalogue-product" }),
    route("stock", "routes/staff-stock.tsx", { id: "staff-stock" }),
    route("stock/:skuId", "routes/staff-stock-history.tsx", { id: "staff-stock-history" }),
    route("orders/cod-runs", "routes/staff-cod-runs.tsx", { id: "staff-cod-runs" }),
    route("orders/:orderId", "routes/staff-order.tsx", { id: "staff-order" }),
    route("customers", "routes/staff-customers.tsx", { id: "staff-customers" }),
    route("customers/:userId", "routes/staff-customer.tsx", { id: "staff-customer" }),
    route("subscriptions", "routes/staff-subscriptions.tsx", { id: "staff-subscriptions" }),
    route("subscriptions/:subscriptionId", "routes/staff-subscription.tsx", { id: "staff-subscription" }),
    route("blood-work", "routes/staff-blood-work.tsx", { id: "staff-blood-work" }),
    route("support", "routes/staff-support.tsx", { id: "staff-support" }),
    route("support/:requestId", "routes/staff-support-request.tsx", { id: "staff-support-request" }),
    route("chat", "routes/staff-chat.tsx", { id: "staff-chat" }),
    route("chat/:conversationId", "routes/staff-chat-conversation.tsx", { id: "staff-chat-conversation" }),
    route("sessions", "routes/staff-sessions.tsx", { id: "staff-sessions" }),
    route("sessions/:sessionId", "routes/staff-session.tsx", { id: "staff-session" }),
    route("reviews", "routes/staff-reviews.tsx", { id: "staff-reviews" }),
    route("content", "routes/staff-content.tsx", { id: "staff-content" }),
    route("content/:kind/new", "routes/staff-content-edit.tsx", { id: "staff-content-new" }),
    route("content/:kind/:id", "routes/staff-content-edit.tsx", { id: "staff-content-edit" }),
    route("content/:kind/:id/preview", "routes/staff-content-preview.tsx", { id: "staff-content-preview" }),
    route("offers", "routes/staff-offers.tsx", { id: "staff-offers" }),
    route("offers/new", "routes/staff-offer.tsx", { id: "staff-offer-new" }),
    route("offers/affiliates", "routes/staff-offers-affiliates.tsx", { id: "staff-offers-affiliates" }),
    route("offers/:code", "routes/staff-offer.tsx", { id: "staff-offer" }),
    route("accounts", "routes/staff-accounts.tsx", { id: "staff-accounts" }),
  ]),
  ...MARKET_PREFIXES.flatMap(({ key, prefix }) => [
    ...PAGES.map(([path, file]) => entry(prefix, key, path, file)),
    // Anything else is a real 404 page, in the market of its prefix.
    route(prefix ? `${prefix}/*` : "*", "routes/not-found.tsx", { id: `${key}:not-found` }),
  ]),
] satisfies RouteConfig;
