// @vitest-environment node
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { tempDir } from "../test/helpers";
import { ContentHistory } from "./git";
import { Publisher } from "./publish";

const repo = resolve(import.meta.dirname, "../..");

/**
 * A stand-in for `npm run build`: the page it writes names the firm as CONTENT_DIR has it, and
 * it reads every attorney file there, as the real build does (a stray file would stop it).
 */
const standInBuild = [
  process.execPath,
  "-e",
  `const fs = require("node:fs"), path = require("node:path");
   const content = process.env.CONTENT_DIR, out = path.join(process.env.BUILD_DIR, "client");
   fs.rmSync(process.env.BUILD_DIR, { recursive: true, force: true });
   for (const name of fs.readdirSync(path.join(content, "attorneys")))
     if (!name.endsWith(".json")) { console.error("content/attorneys/" + name + ": not an attorney"); process.exit(1); }
   const firm = JSON.parse(fs.readFileSync(path.join(content, "firm.json"), "utf8"));
   fs.mkdirSync(out, { recursive: true });
   fs.writeFileSync(path.join(out, "index.html"), firm.name.en);`,
];

function workingCopy(dir: string) {
  const copy = join(dir, "site");
  mkdirSync(copy, { recursive: true });
  cpSync(join(repo, "content"), join(copy, "content"), { recursive: true });
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Site", "-c", "user.email=s@example.com", ...args], {
      cwd: copy,
      encoding: "utf8",
    });
  git("init", "--quiet");
  git("add", ".");
  git("commit", "--quiet", "-m", "The content");
  return { copy, git };
}

describe("publishing", () => {
  const dir = tempDir("publish-test-");
  afterAll(() => dir.remove());

  it("builds from the last commit's content, not from a save still being written, and leaves out stray files (L2, L3)", async () => {
    const { copy, git } = workingCopy(dir.path);
    // A stray file that reached the history some other way: it must not stop the publish.
    writeFileSync(join(copy, "content/attorneys/notes.txt"), "not an attorney");
    git("add", "content/attorneys/notes.txt");
    git("commit", "--quiet", "-m", "A stray file");
    // A save under way: written in the working copy, not committed.
    const firm = JSON.parse(readFileSync(join(copy, "content/firm.json"), "utf8"));
    const committedName = firm.name.en;
    writeFileSync(
      join(copy, "content/firm.json"),
      JSON.stringify({ ...firm, name: { ...firm.name, en: "Half-saved" } }),
    );

    let served = join(copy, "build");
    const log = vi.fn();
    const publisher = new Publisher({
      history: new ContentHistory(copy),
      servedBuild: () => served,
      switchTo: async (next) => void (served = next),
      command: standInBuild,
      log,
    });
    expect(publisher.start()).toBe(true);
    await vi.waitFor(() => expect(publisher.status.state).not.toBe("building"), {
      timeout: 20_000,
    });
    expect(publisher.status).toMatchObject({
      state: "published",
      reason: null,
      ignored: ["content/attorneys/notes.txt"],
    });
    expect(readFileSync(join(served, "client/index.html"), "utf8")).toBe(committedName);
    expect(log).toHaveBeenCalledWith(
      "publish leaves out content/attorneys/notes.txt: the site does not read it",
    );
  });

  it("removes at start a build that a killed publish left half made, and keeps the complete ones (L8)", () => {
    const { copy } = workingCopy(join(dir.path, "second"));
    const builds = join(copy, ".builds");
    for (const name of ["site-half", "site-half.source", "site-done", "site-served"])
      mkdirSync(join(builds, name, "client"), { recursive: true });
    writeFileSync(join(builds, "site-done", ".complete"), "");
    new Publisher({
      history: new ContentHistory(copy),
      servedBuild: () => join(builds, "site-served"),
      switchTo: async () => undefined,
    });
    expect(existsSync(join(builds, "site-half"))).toBe(false);
    expect(existsSync(join(builds, "site-half.source"))).toBe(false);
    expect(existsSync(join(builds, "site-done"))).toBe(true);
    expect(existsSync(join(builds, "site-served"))).toBe(true);
  });
});
