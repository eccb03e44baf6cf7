import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // public/images is served straight from the source folder by the API (app.ts): no copy in the build.
    copyPublicDir: false,
    rolldownOptions: {
      treeshake: {
        // The domain package is pure (constants, functions, zod schemas): modules the pages do not use,
        // zod schemas above all, stay out of the browser bundle.
        moduleSideEffects: (id) => (id.includes("/packages/domain/") ? false : undefined),
      },
    },
  },
});
