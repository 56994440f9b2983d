/**
 * Writes into each built page the rules of the site's stylesheet that its own HTML uses (beasties),
 * so that the first paint needs no other file (docs/decisions/0016-first-paint-needs-only-the-page.md).
 * The whole stylesheet stays linked inside a <noscript> at the end of the body, for pages without
 * JavaScript, and the page's script loads it (app/enhance/stylesheet.ts, from the <noscript>'s
 * `data-stylesheet`) before a React island draws elements the built page does not have.
 */
import { readFile, writeFile } from "node:fs/promises";
import Beasties from "beasties";

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">/g;

/**
 * Which rules a page keeps besides those beasties finds its HTML using: the rules about the
 * <html> element itself (`html[lang="ar"]`: beasties looks only inside it), the rule that hides a
 * `[hidden]` element whatever its display class, and every rule whose classes the page all has,
 * whatever state it names (`aria-expanded:`, `data-open`, `.reveal[data-pending]`, `rtl:`,
 * `space-y-4 > :not(:last-child)`): the page's script changes those states on the page's own
 * elements, so their rules must be there before the stylesheet is. Beasties takes `allowRules`
 * as strings or RegExps and asks a RegExp's `test`; this one asks the page.
 */
class UsedByPage extends RegExp {
  constructor(private readonly classes: Set<string>) {
    super("");
  }
  override test(selector: string): boolean {
    if (/^(html\b|:root\b)/.test(selector) || selector.startsWith("[hidden]")) return true;
    const named = [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) =>
      m[1]!.replace(/\\(.)/g, "$1"),
    );
    return named.length > 0 && named.every((name) => this.classes.has(name));
  }
}

function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of list!.split(/\s+/)) if (name) classes.add(name.replaceAll("&amp;", "&"));
  return classes;
}

export async function inlinePageStyles(root: string, pages: AsyncIterable<string>) {
  let count = 0;
  for await (const path of pages) {
    const source = await readFile(path, "utf8");
    const html = await beastiesFor(root, classesOf(source)).process(source);
    const links = [...html.matchAll(stylesheetLink)];
    if (links.length !== 1)
      throw new Error(`${path}: expected one stylesheet link, found ${links.length}`);
    const [link, href] = links[0]!;
    await writeFile(
      path,
      html
        .replace(" data-beasties-container", "")
        .replace(link, `<noscript data-stylesheet="${href}">${link}</noscript>`),
    );
    count += 1;
  }
  return count;
}

function beastiesFor(root: string, classes: Set<string>) {
  return new Beasties({
    path: root,
    publicPath: "/",
    // The link goes to the end of the body, where it is wrapped in the <noscript> below.
    preload: "body",
    // The faces' own <style> (app/styles/fonts.ts) stays whole and apart.
    reduceInlineStyles: false,
    mergeStylesheets: false,
    fonts: false,
    logLevel: "warn",
    allowRules: [new UsedByPage(classes)],
  });
}
