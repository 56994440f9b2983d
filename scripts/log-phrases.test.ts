import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

/** A command of the docs that searches the site's own journal (its server, its backups). */
const searchesJournal = (line: string) => /journalctl -u law-firm-site\b.*\|\s*grep\b/.test(line);

/**
 * The log phrases the docs send operators to. The docs' convention: a phrase to look for is either
 * an alternative of a `grep -E '…'` over the site's journal, or a backticked phrase right after
 * "logs" ("the server logs `mail on`").
 */
function phrasesIn(markdown: string): string[] {
  const greps = markdown
    .split("\n")
    .filter(searchesJournal)
    .flatMap((line) => [...line.matchAll(/grep -E '([^']+)'/g)].flatMap((m) => m[1]!.split("|")));
  const logs = [...markdown.matchAll(/\blogs `([^`]+)`(?:[^`.]*?, or `([^`]+)`)?/g)].flatMap((m) =>
    m.slice(1).filter((p): p is string => p !== undefined),
  );
  return [...greps, ...logs];
}

const levels = new Set(["trace", "debug", "info", "warn", "error", "fatal", "log"]);

/**
 * The messages the server's code writes to its log: the text arguments of `….log.info(…)`,
 * `log.warn(…)`, `console.error(…)` and the like (a template's fixed parts, `…` between them).
 * Comments and other strings do not count: a phrase there is never in the journal.
 */
function logMessages(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      levels.has(node.expression.name.text) &&
      /(^|\.)(log|logger|console)$/.test(node.expression.expression.getText(source))
    ) {
      for (const arg of node.arguments) {
        if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))
          found.push(arg.text);
        if (ts.isTemplateExpression(arg))
          found.push([arg.head.text, ...arg.templateSpans.map((s) => s.literal.text)].join("…"));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the docs' log phrases", () => {
  const docs = [join(root, "README.md"), ...files(join(root, "docs"), /\.md$/)];
  const messages = files(join(root, "server"), /(?<!\.test)\.ts$/).flatMap(logMessages);

  it("are each in a message the server writes to its log, so an operator's search finds them", () => {
    const phrases = docs.flatMap((file) =>
      phrasesIn(readFileSync(file, "utf8")).map((phrase) => ({ file, phrase })),
    );
    expect(phrases).not.toEqual([]);
    const missing = phrases.filter(({ phrase }) => !messages.some((m) => m.includes(phrase)));
    expect(missing).toEqual([]);
  });

  it("come from every search of the site's journal in the docs: each is written `grep -E '…'`", () => {
    const unread = docs.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => searchesJournal(line) && !/\|\s*grep -E '[^']+'/.test(line))
        .map((line) => `${file.slice(root.length + 1)}: ${line.trim()}`),
    );
    expect(unread).toEqual([]);
  });
});
