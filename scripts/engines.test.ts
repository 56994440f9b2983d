import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

interface LockedPackage {
  dev?: boolean;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

const root = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };
const installed = JSON.parse(readFileSync("node_modules/.package-lock.json", "utf8")) as {
  packages: Record<string, LockedPackage>;
};
const promise = root.engines.node;

/** The Node versions every production dependency accepts must include every one we promise. */
describe("engines.node", () => {
  it("promises only Node versions that every production dependency supports", () => {
    const refusing = Object.entries(installed.packages)
      .filter(([, pkg]) => !pkg.dev)
      .flatMap(([path, pkg]) => {
        const wants = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
        if (!wants || semver.subset(promise, wants, { includePrerelease: false })) return [];
        return [`${path.replace(/^.*node_modules\//, "")} wants node ${wants}`];
      });
    expect(refusing).toEqual([]);
  });

  it("includes the Node this suite runs on, so what was tested is a version the site promises", () => {
    expect(semver.satisfies(process.version, promise), `${process.version} vs ${promise}`).toBe(
      true,
    );
  });

  it("includes the Node line docs/deploy.md has the server install", () => {
    const deploy = readFileSync("docs/deploy.md", "utf8");
    // NodeSource's script for one major line: the line the server ends up running.
    const lines = [...deploy.matchAll(/deb\.nodesource\.com\/setup_(\d+)\.x/g)].map((m) => m[1]!);
    expect(lines).not.toEqual([]);
    for (const major of lines) expect(semver.intersects(`${major}.x`, promise), major).toBe(true);
  });
});
