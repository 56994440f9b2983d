import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

/**
 * The log phrases the docs send operators to. The docs' convention: a phrase to look for is either
 * an alternative of a `grep -E '…'` pattern over the server's log, or a backticked phrase right
 * after "logs" ("the server logs `mail on`").
 */
export function phrasesIn(markdown: string): string[] {
  const greps = [...markdown.matchAll(/grep -E '([^']+)'/g)]
    .filter((m) => !/strict-transport|http\|/i.test(m[1]!))
    .flatMap((m) => m[1]!.split("|"));
  const logs = [...markdown.matchAll(/\blogs `([^`]+)`(?:[^`.]*?, or `([^`]+)`)?/g)].flatMap((m) =>
    m.slice(1).filter((p): p is string => p !== undefined),
  );
  return [...greps, ...logs];
}

describe("the docs' log phrases", () => {
  const docs = [join(root, "README.md"), ...files(join(root, "docs"), /\.md$/)];
  const code = files(join(root, "server"), /(?<!\.test)\.ts$/)
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");

  it("finds the phrases by the convention", () => {
    expect(phrasesIn("x | grep -E 'mail sent|mail failed'")).toEqual(["mail sent", "mail failed"]);
    expect(
      phrasesIn("At start the server logs `mail on` with the host, or `mail is off` when"),
    ).toEqual(["mail on", "mail is off"]);
  });

  it("are all written by the server, so an operator's search finds them", () => {
    const phrases = docs.flatMap((file) =>
      phrasesIn(readFileSync(file, "utf8")).map((phrase) => ({ file, phrase })),
    );
    expect(phrases.length).toBeGreaterThanOrEqual(4);
    const missing = phrases.filter(({ phrase }) => !code.includes(phrase));
    expect(missing).toEqual([]);
  });
});
