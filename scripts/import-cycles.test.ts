import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "+types" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The project files a module imports (values and types alike), resolved as TypeScript does. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:import|export)[^'"]*?from\s+["']([^"']+)["']/g)].map(
    (m) => m[1]!,
  );
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith("~/")
      ? join(root, "app", specifier.slice(2))
      : specifier.startsWith(".")
        ? resolve(dirname(file), specifier)
        : null;
    if (!base) return [];
    const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
      .map((ending) => base + ending)
      .find((path) => existsSync(path) && statSync(path).isFile());
    return found ? [found] : [];
  });
}

/** Every cycle of imports among `files`, each as the list of its modules. */
export function importCycles(files: readonly string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") cycles.push(path.slice(path.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles.map((cycle) => cycle.map((file) => relative(root, file)));
}

describe("imports", () => {
  it("run one way: no module of app/ or server/ imports itself through others", () => {
    const files = [...sourceFiles(join(root, "app")), ...sourceFiles(join(root, "server"))];
    expect(files.length).toBeGreaterThan(100);
    expect(importCycles(files)).toEqual([]);
  });
});
