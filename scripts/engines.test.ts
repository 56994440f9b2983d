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

/** The Node versions every production dependency accepts must include every one we promise. */
describe("engines.node", () => {
  it("promises only Node versions that every production dependency supports", () => {
    const promise = root.engines.node;
    const refusing = Object.entries(installed.packages)
      .filter(([, pkg]) => !pkg.dev)
      .flatMap(([path, pkg]) => {
        const wants = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
        if (!wants || semver.subset(promise, wants, { includePrerelease: false })) return [];
        return [`${path.replace(/^.*node_modules\//, "")} wants node ${wants}`];
      });
    expect(refusing).toEqual([]);
  });

  it("would catch a production dependency that needs a newer Node", () => {
    expect(semver.subset(root.engines.node, "22 || >=24.0.0")).toBe(false);
  });
});
