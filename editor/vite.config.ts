import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";

/** Keystatic's `<link rel="stylesheet">` to Google Fonts, as its build writes it. */
const googleFontsLink =
  /jsx\("link", \{\s*href: "https:\/\/fonts\.googleapis\.com\/[^"]*",\s*rel: "stylesheet"\s*\}\)/;

/** Keystatic links Google's stylesheet for Inter; ./fonts.css serves Inter from this site instead. */
function noGoogleFonts(): Plugin {
  return {
    name: "no-google-fonts",
    transform(code, id) {
      if (!id.includes("@keystatic/core") || !code.includes("fonts.googleapis.com")) return null;
      if (!googleFontsLink.test(code))
        this.error(`${id}: Keystatic's Google Fonts link changed shape`);
      return { code: code.replace(googleFontsLink, "null"), map: null };
    },
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        const text = file.type === "chunk" ? file.code : String(file.source);
        if (text.includes("fonts.googleapis.com"))
          this.error(`${file.fileName} still asks Google Fonts`);
      }
    },
  };
}

/** The content editor's page: a browser-only app of its own, never prerendered (decision 0012). */
export default defineConfig({
  root: resolve(import.meta.dirname),
  base: "/keystatic/",
  plugins: [noGoogleFonts()],
  build: {
    outDir: resolve(process.env.BUILD_DIR ?? "build", "editor"),
    emptyOutDir: true,
    // One large script for the staff's editor, compressed by postbuild; the public pages never load it.
    chunkSizeWarningLimit: 4096,
    // Keystatic's modules say "use client" for React Server Components; a browser-only app has none.
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});
