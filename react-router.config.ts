import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/prerender-paths";

export default {
  // Every page is prerendered to static HTML; the server renders only what is not
  // (unknown paths and attorney ids), so those answer with a real 404. The browser gets no
  // router: see app/root.tsx's PageScript and docs/decisions/0005-static-pages-with-one-island.md.
  ssr: true,
  // BUILD_DIR: a build beside the live one (publishing, tests); the server serves `build` unless told.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => prerenderPaths(),
} satisfies Config;
