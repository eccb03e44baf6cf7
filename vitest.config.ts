import { defineConfig } from "vitest/config";

const apiProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ["apps/api/src/**/*.test.ts"],
    globalSetup: ["apps/api/src/test/global-setup.ts"],
    env,
    // Test files in one worker share its database and app (apps/api/src/test/harness.ts):
    // starting PGlite takes seconds and 0.4 GB, so not once per file.
    isolate: false,
    pool: "forks" as const,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"] } },
      { test: { name: "cache", include: ["packages/cache/src/**/*.test.ts"] } },
      // The pure parts of bench scripts; the benches themselves run on their own (npm run bench:*).
      { test: { name: "bench", include: ["bench/**/*.test.ts"] } },
      { test: { name: "web", include: ["apps/web/app/**/*.test.{ts,tsx}", "apps/web/server/**/*.test.ts"] } },
      {
        // Browser journeys in the system Chromium against the real server; needs `npm run build -w @ojas/web`.
        test: {
          name: "e2e",
          include: ["apps/web/tests/e2e/**/*.e2e.ts"],
          globalSetup: ["apps/web/tests/e2e/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      apiProject("api-pglite", {}),
      ...(process.env.TEST_DATABASE_URL
        ? [apiProject("api-postgres", { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL })]
        : []),
    ],
  },
});
