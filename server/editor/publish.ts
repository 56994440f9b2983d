import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { ContentHistory } from "./git";
import { contentFileKind } from "./save";

/** What the editor shows about publishing. */
export interface PublishState {
  state: "idle" | "building" | "published" | "failed";
  /** The step the build is at, in words. */
  step: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  /** Why the last build failed: its one line. */
  reason: string | null;
  /** Files of the content the build left out because the site does not read them. */
  ignored: string[];
}

/** Written into a build once it is complete: a folder without it is a build that was cut short. */
const completeMark = ".complete";
/** Where a build's content snapshot waits beside it (the build empties its own folder first). */
const snapshotOf = (buildDir: string) => `${buildDir}.source`;

/** The build's own announcements, in the order it makes them, and what the editor shows. */
const steps: [RegExp, string][] = [
  [/check-content/, "Checking the content"],
  [/building client environment/, "Building the pages"],
  [/Prerender/, "Writing every page"],
  [/editor\/vite\.config/, "Building the editor"],
  [/postbuild:/, "Compressing and finishing"],
];

/** The line that says why a build failed: a content problem if there is one, else the last error. */
export function failureReason(output: string): string {
  const lines = output.split("\n").map((line) => line.trim());
  const content = lines.find((line) => /^content\/\S+: /.test(line));
  if (content) return content;
  const error = lines.filter((line) => /error/i.test(line) && !/^at /.test(line)).at(-1);
  return error ?? "The build stopped without saying why";
}

/**
 * Removes from a content snapshot every file the site does not read (a stray file, an odd name),
 * so that it cannot stop the build; answers their paths for the editor to show.
 */
function leaveOutStrays(content: string): string[] {
  const strays: string[] = [];
  for (const entry of readdirSync(content, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const inside = relative(content, join(entry.parentPath, entry.name));
    if (contentFileKind(inside)) continue;
    strays.push(`content/${inside}`);
    rmSync(join(content, inside));
  }
  return strays;
}

/**
 * "Publish": one build at a time (`npm run build` into a folder of its own under `.builds/`),
 * made from the content of the last commit (a snapshot: a save during the build is not in it),
 * then the server switches to it; when the build fails, the site stays as it was and the editor
 * reads the one-line reason. The last few builds are kept, so their hashed assets still answer
 * pages opened before a switch (postbuild carries a week of them too).
 */
export class Publisher {
  private current: PublishState = {
    state: "idle",
    step: null,
    startedAt: null,
    finishedAt: null,
    reason: null,
    ignored: [],
  };
  private readonly buildsDir: string;

  constructor(
    private readonly options: {
      history: ContentHistory;
      /** The build the site serves now: never removed. */
      servedBuild: () => string;
      /** Serves the new build; throws when it cannot. */
      switchTo: (buildDir: string) => Promise<void>;
      /** Builds kept besides the one served. */
      keep?: number;
      /** The build command (tests give a quick stand-in); `npm run build` by default. */
      command?: readonly string[];
      now?: () => number;
      log?: (message: string) => void;
    },
  ) {
    this.buildsDir = join(options.history.workingCopy, ".builds");
    // A build cut short (the server was killed during a publish) is only a folder in the way.
    if (existsSync(this.buildsDir))
      for (const name of readdirSync(this.buildsDir)) {
        const dir = join(this.buildsDir, name);
        if (
          name.endsWith(".source") ||
          (name.startsWith("site-") && !existsSync(join(dir, completeMark)))
        )
          if (dir !== options.servedBuild()) rmSync(dir, { recursive: true, force: true });
      }
  }

  get status(): PublishState {
    return { ...this.current };
  }

  /** Starts a build; false when one is already running. */
  start(): boolean {
    if (this.current.state === "building") return false;
    const now = this.options.now ?? Date.now;
    const id = new Date(now()).toISOString().replace(/[:.]/g, "-");
    const { buildsDir } = this;
    const buildDir = join(buildsDir, `site-${id}`);
    mkdirSync(buildsDir, { recursive: true });
    this.current = {
      state: "building",
      step: "Starting",
      startedAt: new Date(now()).toISOString(),
      finishedAt: null,
      reason: null,
      ignored: [],
    };
    const { history } = this.options;
    void history
      .exclusive(async () => history.snapshot(await history.head(), snapshotOf(buildDir)))
      .then(
        () => {
          this.current.ignored = leaveOutStrays(join(snapshotOf(buildDir), "content"));
          for (const path of this.current.ignored)
            this.options.log?.(`publish leaves out ${path}: the site does not read it`);
          this.build(buildDir);
        },
        (error: Error) => this.finish(buildDir, error.message),
      );
    return true;
  }

  /** Runs `npm run build` on the snapshot, then switches the site to it. */
  private build(buildDir: string) {
    let output = "";
    const [program, ...args] = this.options.command ?? ["npm", "run", "--silent", "build"];
    const child = spawn(program!, args, {
      cwd: this.options.history.workingCopy,
      env: {
        ...process.env,
        BUILD_DIR: buildDir,
        // postbuild keeps a copy of it beside the pages, for the server to read.
        CONTENT_DIR: join(snapshotOf(buildDir), "content"),
        FORCE_COLOR: "0",
        NO_COLOR: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const read = (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      output = (output + text).slice(-200_000);
      for (const [pattern, step] of steps) if (pattern.test(text)) this.current.step = step;
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("error", (error) => this.finish(buildDir, error.message));
    child.on("close", (code) => {
      if (code !== 0) return this.finish(buildDir, failureReason(output));
      this.current.step = "Switching the site";
      writeFileSync(join(buildDir, completeMark), "");
      this.options.switchTo(buildDir).then(
        () => this.finish(buildDir, null),
        (error: Error) => this.finish(buildDir, error.message),
      );
    });
  }

  private finish(buildDir: string, failure: string | null) {
    const now = this.options.now ?? Date.now;
    this.current = {
      ...this.current,
      state: failure ? "failed" : "published",
      step: null,
      finishedAt: new Date(now()).toISOString(),
      reason: failure,
    };
    this.options.log?.(failure ? `publish failed: ${failure}` : `published ${buildDir}`);
    rmSync(snapshotOf(buildDir), { recursive: true, force: true });
    if (failure) rmSync(buildDir, { recursive: true, force: true });
    else this.prune(this.buildsDir, buildDir);
  }

  /** Keeps the newest builds (and the one served), removing older ones. */
  private prune(buildsDir: string, served: string) {
    const keep = this.options.keep ?? 3;
    const builds = readdirSync(buildsDir)
      .filter((name) => name.startsWith("site-"))
      .sort()
      .reverse();
    for (const name of builds.slice(keep + 1))
      if (join(buildsDir, name) !== served)
        rmSync(join(buildsDir, name), { recursive: true, force: true });
  }
}
