import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** React, React Router and Redux: one long-cached chunk that every page loads (one gzip stream). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|redux|react-redux|immer|reselect|redux-thunk|turbo-stream|cookie|set-cookie-parser)[\\/]/;

/**
 * The shell's shared code (lib, UI kit, shell, cart, plain domain modules) as one chunk instead of a dozen
 * small ones that each compress worse. Only modules some page imports statically ($initial): the lazily
 * loaded ones (chat panel, reviews, analytics, app start) keep their own chunks.
 */
const APP_SHELL =
  /apps[\\/]web[\\/]app[\\/](lib|components|features[\\/](shell|cart))[\\/]|packages[\\/]domain[\\/]src[\\/](?!schemas)/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // public/images is served straight from the source folder by the API (app.ts): no copy in the build.
    copyPublicDir: false,
    rolldownOptions: {
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                { name: "app", test: APP_SHELL, tags: ["$initial"], priority: 1 },
              ],
            },
          },
      treeshake: {
        // The domain package is pure (constants, functions, zod schemas): modules the pages do not use
        // stay out of the browser bundle, and so do the zod schemas of a module whose constants a page uses
        // (calls on `z` build schemas and do nothing else).
        moduleSideEffects: (id) => (id.includes("/packages/domain/") ? false : undefined),
        manualPureFunctions: ["z"],
      },
    },
  },
}));
