import { execFile } from "node:child_process";
import { promisify } from "node:util";

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
 * author, listed and undone by commit. Plain git through execFile (no shell, no quoting).
 */
export class ContentHistory {
  constructor(
    /** The working copy's root (the folder holding content/). */
    readonly workingCopy: string,
  ) {}

  private async git(args: string[], author?: Author) {
    const env = author
      ? {
          ...process.env,
          GIT_AUTHOR_NAME: author.name,
          GIT_AUTHOR_EMAIL: author.email,
          GIT_COMMITTER_NAME: author.name,
          GIT_COMMITTER_EMAIL: author.email,
        }
      : process.env;
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

  /** Commits what changed under these paths; null when nothing did. */
  async commit(paths: readonly string[], author: Author, message: string): Promise<string | null> {
    await this.git(["add", "--all", "--", ...paths]);
    const staged = await this.git(["diff", "--cached", "--name-only", "--", ...paths]);
    if (!staged.trim()) return null;
    await this.git(["commit", "--quiet", "--no-verify", "-m", message, "--", ...paths], author);
    return (await this.git(["rev-parse", "HEAD"])).trim();
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
