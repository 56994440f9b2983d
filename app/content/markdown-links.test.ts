import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentDir, describeIssue } from "./files.server";
import { renderArticleBody } from "./insights";
import { linkAllowed } from "./markdown-links";
import { insightSchema } from "./schema/insight";

/** An article of the content with `markdown` as its English body: the line its check gives, or null. */
function refusal(markdown: string) {
  const path = join(contentDir, "insights", "registering-a-company-in-jordan.json");
  const article = JSON.parse(readFileSync(path, "utf8"));
  article.body.en = `## A section\n\nSome words, then ${markdown}.`;
  const result = insightSchema.safeParse(article);
  return result.success ? null : describeIssue(path, result.error.issues[0]!);
}

const where = "content/insights/registering-a-company-in-jordan.json: body.en (English)";
const rule =
  "which the site does not publish: a link must go to a page of this site (/contact), a section (#...), an email (mailto:) or https://";

describe("links in an article's Markdown (issue 33, L4)", () => {
  it("refuses a link to another site written as //host, naming the file, the field and the link", () => {
    expect(refusal("[x](//evil.example/x)")).toBe(
      `${where}: has the link [x](//evil.example/x), ${rule}`,
    );
  });

  it("refuses /\\host, which browsers read as //host", () => {
    expect(refusal("[x](/\\evil.example/y)")).toBe(
      `${where}: has the link [x](/\\evil.example/y), ${rule}`,
    );
  });

  it("refuses http:, javascript: and a //host link given by reference", () => {
    expect(refusal("[x](http://x)")).toBe(`${where}: has the link [x](http://x), ${rule}`);
    expect(refusal("[x](javascript:alert(1))")).toMatch(/has the link \[x\]\(javascript:/);
    expect(refusal("[x][far]\n\n[far]: //evil.example")).toBe(
      `${where}: has the link [x][far], ${rule}`,
    );
    expect(refusal("[x](</\t/evil.example>)")).toMatch(/has the link/);
  });

  it("publishes a page of the site, a section, an email and another site over https", () => {
    expect(refusal("[an attorney](/attorneys/2)")).toBeNull();
    expect(refusal("[the Arabic page](/ar/contact)")).toBeNull();
    expect(refusal("[a section](#section-1)")).toBeNull();
    expect(refusal("[write to us](mailto:info@example.com)")).toBeNull();
    expect(refusal("[the law](https://example.com)")).toBeNull();
    expect(refusal("<https://example.com/law>")).toBeNull();
  });

  it("is the rule the page's renderer draws links by", () => {
    for (const href of ["//evil.example/x", "/\\evil.example/y", "http://x", "https:/\\x", "/\t/x", "x/y"])
      expect(linkAllowed(href), href).toBe(false);
    for (const href of ["/attorneys/2", "/", "#section-2", "https://example.com", "mailto:a@b.co"])
      expect(linkAllowed(href), href).toBe(true);
    // An article whose links came by another way than the content check: the refused one is text.
    const { html } = renderArticleBody("[there](//evil.example/x) and [here](/attorneys/2)", "");
    expect(html).toContain("<p>there and <a href=\"/attorneys/2\">here</a></p>");
  });

  it("lists the contents in the headings' own words, an apostrophe as itself", () => {
    const { toc } = renderArticleBody("## The data subject's rights & *duties*\n\nText.", "");
    // React escapes the list's text: an entity here would be read out as '&#39;'.
    expect(toc).toEqual([{ id: "section-1", text: "The data subject's rights & duties" }]);
  });
});
