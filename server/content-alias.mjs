// server/main.ts registers this once it knows the content of the build the server serves:
// `@content/...` imports (the working week, the booking settings and closed dates, which the
// browser's bundle imports too) then read that copy, not the working copy an editor may change.
// Module hooks run on a thread of their own, so the folder comes in `initialize`'s data.
import { join } from "node:path";
import { pathToFileURL } from "node:url";

let dir;
export function initialize(data) {
  dir = data.dir;
}

export function resolve(specifier, context, next) {
  if (!dir || !specifier.startsWith("@content/")) return next(specifier, context);
  return {
    url: pathToFileURL(join(dir, specifier.slice("@content/".length))).href,
    shortCircuit: true,
  };
}
