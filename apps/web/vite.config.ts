import fs from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** Writes a brotli (best quality) and a gzip copy of `file` beside it. */
async function writeCompressedCopies(file: string): Promise<void> {
  const source = await fs.readFile(file);
  await fs.writeFile(
    `${file}.br`,
    zlib.brotliCompressSync(source, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }),
  );
  await fs.writeFile(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
}

/**
 * Writes compressed copies beside every script and style sheet of the browser build; the server hands them
 * to clients that accept them (apps/web/server/storefront.ts, preCompressed).
 */
function precompress(): Plugin {
  return {
    name: "ojas:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "";
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => /\.(js|css)$/.test(file))
          .map((file) => writeCompressedCopies(path.join(dir, file))),
      );
    },
  };
}

/** State libraries recharts (the back office's charts) shares with the storefront. */
const CHART_STATE = /^(@reduxjs\/toolkit|redux|redux-thunk|react-redux|immer|reselect)(\/|$)/;
const CHART_COPY = "?chart-copy";

/**
 * recharts keeps its state in Redux Toolkit, which the storefront also uses. One shared copy would carry
 * every export recharts needs (listener middleware, auto-batching, immer's current ...) in the framework
 * chunk every storefront page loads; recharts gets copies of its own instead, which load with its lazy
 * chunk on the back office's dashboard only. Its store and Provider live inside those copies, so nothing
 * crosses between the two.
 */
function chartStateCopies(): Plugin {
  return {
    name: "ojas:chart-state-copies",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || !CHART_STATE.test(source)) return null;
      const fromCharts = /node_modules[\\/]recharts[\\/]/.test(importer) || importer.endsWith(CHART_COPY);
      if (!fromCharts) return null;
      const resolved = await this.resolve(source, importer.replace(CHART_COPY, ""), {
        ...options,
        skipSelf: true,
      });
      return resolved ? { ...resolved, id: `${resolved.id}${CHART_COPY}` } : null;
    },
    async load(id) {
      if (!id.endsWith(CHART_COPY)) return null;
      return { code: await fs.readFile(id.slice(0, -CHART_COPY.length), "utf8"), moduleType: "js" };
    },
  };
}

/** React, React Router and Redux: one long-cached chunk that every page loads (one gzip stream). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|redux|react-redux|immer|reselect|redux-thunk|turbo-stream|cookie|set-cookie-parser)[\\/]/;

/**
 * The shell's shared code (lib, the UI kit and cart components, shell, cart, plain domain modules) as one
 * chunk instead of a dozen small ones that each compress worse. Other shared components (product grids,
 * plan cards, the address form) stay in chunks of their own: in this chunk they would load on every page. Only modules some page imports statically ($initial): the lazily
 * loaded ones (chat panel, reviews, analytics, app start) keep their own chunks; and only modules two or
 * more entries use (minShareCount): what one page alone needs (the cart page's summary and coupon panel)
 * stays with that page instead of riding along on every other.
 */
const APP_SHELL =
  /apps[\\/]web[\\/]app[\\/](lib|components[\\/](ui|cart)|features[\\/](shell|cart))[\\/]|packages[\\/]domain[\\/]src[\\/](?!schemas)/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [chartStateCopies(), precompress()])],
  build: {
    // public/images is served straight from the source folder by the API (app.ts): no copy in the build.
    copyPublicDir: false,
    rolldownOptions: {
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, tags: ["$initial"], priority: 2 },
                { name: "app", test: APP_SHELL, tags: ["$initial"], priority: 1, minShareCount: 2 },
              ],
            },
          },
      treeshake: {
        // The domain package is pure (constants, functions, zod schemas): modules the pages do not use
        // stay out of the browser bundle. Browser code should still import only from modules without zod
        // schemas (constants, page-keys, plans ...): a schema module it touches brings zod along.
        moduleSideEffects: (id) => (id.includes("/packages/domain/") ? false : undefined),
        manualPureFunctions: ["z"],
      },
    },
  },
}));
