import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig } from "vite";

// SITE_URL from a .env file reaches the prerender too (the environment wins, as for the server).
if (existsSync(".env")) process.loadEnvFile(".env");

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
    // The content files the browser needs too (working week, booking) are imported as JSON from
    // the same folder the build reads (CONTENT_DIR, as app/content/files.server.ts).
    alias: { "@content": resolve(process.env.CONTENT_DIR ?? "content") },
  },
  // The server's bundle carries the icons the pages use, not lucide-react's whole package: Node
  // loaded all of its icons (0.35 s) on every start of the server. Not in `npm run dev`, whose
  // server would transform every icon's module (its first page took 18 s instead of 4).
  ssr: command === "build" ? { noExternal: ["lucide-react"] } : {},
  // Fonts stay files: the CSP allows fonts from this site only, and files are cached across pages.
  // The browser loads one small module and the file of what it shares with the route modules,
  // and, on pages with the contact form, that form's chunk
  // (docs/decisions/0005-static-pages-with-one-island.md).
  build: {
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    rollupOptions: {
      output: {
        // The small modules the page script shares with the route modules (which no page loads)
        // travel as one file, not one each: each response's headers weighed more than its body.
        manualChunks: (id) =>
          /\/app\/(styles\/fonts-pending|i18n\/locales|enhance\/yield|components\/layout\/constants)\.ts$|preload-helper/.test(
            id,
          )
            ? "page-shared"
            : undefined,
      },
    },
  },
}));
