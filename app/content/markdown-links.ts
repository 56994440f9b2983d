import { Marked } from "marked";

/**
 * Where a link in an article may go: a page of this site (`/contact`), a section of the page
 * (`#section-2`), an email (`mailto:`) or another site over https. Nothing else: not `//host` or
 * `/\host` (both another site to a browser), `http:`, `javascript:` or a relative path. No space,
 * control character or backslash anywhere, since browsers drop or turn them into `/`.
 */
export function linkAllowed(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- the control characters are what it looks for
  if (/[\s\u0000-\u001f\u007f\\]/.test(href)) return false;
  if (href.startsWith("#")) return true;
  if (href.startsWith("/")) return !href.startsWith("//");
  if (href.startsWith("mailto:")) return href.length > "mailto:".length;
  if (href.startsWith("https://"))
    try {
      const url = new URL(href);
      return url.protocol === "https:" && url.hostname !== "";
    } catch {
      return false;
    }
  return false;
}

/** What a link may be, for the editor's message. */
export const allowedLinks =
  "a page of this site (/contact), a section (#...), an email (mailto:) or https://";

/**
 * The links of a Markdown text that may not be published, as written (`[x](//host)`, or the bare
 * `http://host` GitHub Markdown makes a link), read as the site's renderer reads them.
 */
export function refusedLinks(markdown: string): string[] {
  const marked = new Marked({ gfm: true, async: false });
  const refused: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === "link" && !linkAllowed(token.href)) refused.push(token.raw);
  });
  return refused;
}
