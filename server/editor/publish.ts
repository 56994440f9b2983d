import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

/** What the editor shows about publishing. */
export interface PublishState {
  state: "idle" | "building" | "published" | "failed";
  /** The step the build is at, in words. */
  step: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  /** Why the last build failed: its one line. */
  reason: string | null;
  /**
   * After a publish, the server itself (the booking times, the mails) still holds the content it
   * started with: "restarting" when it restarts itself now, "needed" when someone must restart it.
   */
  restart: "restarting" | "needed" | null;
}

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
 * "Publish": one build at a time (`npm run build` into a folder of its own under `.builds/`),
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
    restart: null,
  };

  constructor(
    private readonly options: {
      workingCopy: string;
      /** Serves the new build; throws when it cannot. */
      switchTo: (buildDir: string) => Promise<void>;
      /** Restarts the server so that it reads the published content (under systemd); none here. */
      restart?: (() => void) | null;
      /** Builds kept besides the one served. */
      keep?: number;
      now?: () => number;
      log?: (message: string) => void;
    },
  ) {}

  get status(): PublishState {
    return { ...this.current };
  }

  /** Starts a build; false when one is already running. */
  start(): boolean {
    if (this.current.state === "building") return false;
    const now = this.options.now ?? Date.now;
    const id = new Date(now()).toISOString().replace(/[:.]/g, "-");
    const buildsDir = join(this.options.workingCopy, ".builds");
    const buildDir = join(buildsDir, `site-${id}`);
    mkdirSync(buildsDir, { recursive: true });
    this.current = {
      state: "building",
      step: "Starting",
      startedAt: new Date(now()).toISOString(),
      finishedAt: null,
      reason: null,
      restart: null,
    };
    let output = "";
    const child = spawn("npm", ["run", "--silent", "build"], {
      cwd: this.options.workingCopy,
      env: { ...process.env, BUILD_DIR: buildDir, FORCE_COLOR: "0", NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const read = (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      output = (output + text).slice(-200_000);
      for (const [pattern, step] of steps) if (pattern.test(text)) this.current.step = step;
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    const finish = (failure: string | null) => {
      this.current = {
        ...this.current,
        state: failure ? "failed" : "published",
        step: null,
        finishedAt: new Date(now()).toISOString(),
        reason: failure,
        restart: failure ? null : this.options.restart ? "restarting" : "needed",
      };
      this.options.log?.(failure ? `publish failed: ${failure}` : `published ${buildDir}`);
      if (failure) rmSync(buildDir, { recursive: true, force: true });
      else {
        this.prune(buildsDir, buildDir);
        // A moment for the editor's next poll to read "published" before the restart.
        if (this.options.restart) setTimeout(this.options.restart, 3000).unref();
      }
    };
    child.on("error", (error) => finish(error.message));
    child.on("close", (code) => {
      if (code !== 0) return finish(failureReason(output));
      this.current.step = "Switching the site";
      this.options.switchTo(buildDir).then(
        () => finish(null),
        (error: Error) => finish(error.message),
      );
    });
    return true;
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
