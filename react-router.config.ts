import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/i18n/paths";

export default {
  // Every page is prerendered to static HTML; the server renders only what is not
  // (unknown paths and attorney ids), so those answer with a real 404.
  ssr: true,
  prerender: () => prerenderPaths(),
  // A small site: every page carries the whole route manifest, so navigation never asks for it.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
