import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Each page carries only its own routes; the routes its links lead to come from one cacheable
  // /__manifest request after load (docs/decisions/0053-route-discovery-lazy.md).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
