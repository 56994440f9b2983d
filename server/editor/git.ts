import { execFile, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { promisify } from "node:util";
import pLimit from "p-limit";

const run = promisify(execFile);

/** Who saved a change: the signed-in editor, as git records an author. */
export interface Author {
  name: string;
  email: string;
}

/** A content change as `npm run content -- --history` lists it. */
export interface ContentChange {
  id: string;
  date: string;
  author: string;
  message: string;
}

/** Refused: the content folder is not in a git working copy, or git cannot do what was asked. */
export class GitError extends Error {
  override name = "GitError";
}

/**
 * The content folder's history in git (issue 18): every save a commit with the editor as its
 * author, listed and undone by commit. Plain git through execFile (no shell, no quoting); paths
 * are literal (a name such as `*.json` is never a glob). Every step that writes (a save, an undo,
 * a publish's snapshot) runs through `exclusive`, one at a time: two at once would meet on git's
 * index lock, and a save's check of what it replaces would race the other's write.
 */
export class ContentHistory {
  private readonly queue = pLimit(1);

  constructor(
    /** The working copy's root (the folder holding content/). */
    readonly workingCopy: string,
  ) {}

  /** Runs `work` when no other write of the content is under way. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.queue(work);
  }

  private async git(args: string[], author?: Author) {
    const env = author
      ? {
          ...process.env,
          GIT_LITERAL_PATHSPECS: "1",
          GIT_AUTHOR_NAME: author.name,
          GIT_AUTHOR_EMAIL: author.email,
          GIT_COMMITTER_NAME: author.name,
          GIT_COMMITTER_EMAIL: author.email,
        }
      : { ...process.env, GIT_LITERAL_PATHSPECS: "1" };
    try {
      const { stdout } = await run("git", args, { cwd: this.workingCopy, env, maxBuffer: 8 << 20 });
      return stdout;
    } catch (error) {
      const stderr = String((error as { stderr?: unknown }).stderr ?? "").trim();
      throw new GitError(stderr.split("\n")[0] || (error as Error).message);
    }
  }

  /** Fails with a clear reason unless the content folder is tracked by git. */
  async check() {
    await this.git(["rev-parse", "--show-toplevel"]).catch(() => {
      throw new GitError(`${this.workingCopy} is not a git working copy: saves could not be kept`);
    });
  }

  /**
   * Commits what changed under these paths; null when nothing did. Call it inside `exclusive`.
   * When git refuses, the paths are put back as the last commit has them: nothing stays staged
   * or half-written.
   */
  async commit(paths: readonly string[], author: Author, message: string): Promise<string | null> {
    try {
      await this.git(["add", "--all", "--", ...paths]);
      const staged = await this.git(["diff", "--cached", "--name-only", "--", ...paths]);
      if (!staged.trim()) return null;
      await this.git(["commit", "--quiet", "--no-verify", "-m", message, "--", ...paths], author);
      return (await this.git(["rev-parse", "HEAD"])).trim();
    } catch (error) {
      await this.restore(paths);
      throw error;
    }
  }

  /** Puts these paths back as the last commit has them, in the index and the files. */
  async restore(paths: readonly string[]) {
    await this.git(["reset", "--quiet", "--", ...paths]).catch(() => undefined);
    await this.git(["checkout", "--quiet", "HEAD", "--", ...paths]).catch(() => undefined);
    await this.git(["clean", "--quiet", "--force", "--", ...paths]).catch(() => undefined);
  }

  /** Who last committed a change to this path ("Lina Saleh"), or null. */
  async lastAuthor(path: string): Promise<string | null> {
    const name = await this.git(["log", "-1", "--format=%an", "--", path]).catch(() => "");
    return name.trim() || null;
  }

  /** A blob's bytes by its id, or null when git has no such blob. */
  async blob(id: string): Promise<Buffer | null> {
    try {
      const { stdout } = await run("git", ["cat-file", "blob", id], {
        cwd: this.workingCopy,
        encoding: "buffer",
        maxBuffer: 64 << 20,
      });
      return stdout;
    } catch {
      return null;
    }
  }

  /** The id of the last commit. */
  async head(): Promise<string> {
    return (await this.git(["rev-parse", "HEAD"])).trim();
  }

  /**
   * Writes the content folder as commit `id` has it into `target` (target/content/...): a
   * publish builds from this copy, never from the working copy a save may be changing.
   */
  async snapshot(id: string, target: string): Promise<void> {
    mkdirSync(target, { recursive: true });
    await new Promise<void>((resolve, reject) => {
      const archive = spawn("git", ["archive", "--format=tar", id, "content"], {
        cwd: this.workingCopy,
        stdio: ["ignore", "pipe", "pipe"],
      });
      const tar = spawn("tar", ["-x", "-C", target], { stdio: ["pipe", "ignore", "pipe"] });
      archive.stdout.pipe(tar.stdin);
      let stderr = "";
      archive.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      tar.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      let exited = 0;
      const done = (code: number | null) => {
        if (code !== 0)
          return reject(new GitError(stderr.trim().split("\n")[0] || "git archive failed"));
        if (++exited === 2) resolve();
      };
      archive.on("error", reject).on("close", done);
      tar.on("error", reject).on("close", done);
    });
  }

  /** The changes to the content folder, newest first. */
  async history(limit = 50): Promise<ContentChange[]> {
    const out = await this.git([
      "log",
      `--max-count=${limit}`,
      "--format=%H%x09%aI%x09%an <%ae>%x09%s",
      "--",
      "content",
    ]);
    return out
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [id = "", date = "", author = "", ...message] = line.split("\t");
        return { id, date, author, message: message.join("\t") };
      });
  }

  /** Undoes one content change with a new commit; refuses a commit that touched more than content/. */
  async revert(id: string, author: Author): Promise<string> {
    if (!/^[0-9a-f]{4,40}$/i.test(id)) throw new GitError(`${id} is not a change id`);
    const touched = (await this.git(["show", "--name-only", "--format=", id]))
      .split("\n")
      .filter(Boolean);
    if (touched.length === 0 || touched.some((path) => !path.startsWith("content/")))
      throw new GitError(`${id} is not a change to the content alone; undo it by hand`);
    const subject = (await this.git(["show", "--no-patch", "--format=%s", id])).trim();
    await this.git(["revert", "--no-edit", "--no-commit", id], author).catch(async (error) => {
      await this.git(["revert", "--abort"]).catch(() => undefined);
      throw error;
    });
    await this.git(
      ["commit", "--quiet", "--no-verify", "-m", `Undo “${subject}” (${id.slice(0, 10)})`],
      author,
    );
    return (await this.git(["rev-parse", "HEAD"])).trim();
  }
}
