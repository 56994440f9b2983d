import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { existsSync } from "node:fs";
import { defineConfig } from "vite";

// SITE_URL from a .env file reaches the prerender too (the environment wins, as for the server).
if (existsSync(".env")) process.loadEnvFile(".env");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Fonts stay files: the CSP allows fonts from this site only, and files are cached across pages.
  build: {
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        // A few cacheable chunks instead of one per icon and component: on a phone each
        // request costs a round trip before the page can count as loaded.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // zod stays out: the form loads its validator only when the visitor sends.
            { name: "vendor", test: /node_modules[\\/](?!zod[\\/])/ },
            {
              name: "components",
              test: /app[\\/](components|i18n|contact[\\/]fields|site-context)/,
            },
          ],
        },
      },
    },
  },
});
