/**
 * The editor in tests: a git working copy of the site's content, as the firm's server has, one
 * editor's account (Lina), and the real server serving the editor behind the site's own login.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect } from "vitest";
import { EditorAccounts } from "../editor/accounts";
import { accountsAccess } from "../editor/login";
import { startServer, type TestServer } from "./helpers";

export const repo = resolve(import.meta.dirname, "../..");
export const lina = {
  name: "Lina Saleh",
  email: "lina@nasserlaw.jo",
  password: "correct horse battery",
};

/** A git working copy holding the site's content, as the firm's server has. */
export function workingCopy(dir: string) {
  const copy = join(dir, "site");
  mkdirSync(copy);
  cpSync(join(repo, "content"), join(copy, "content"), { recursive: true });
  const git = (...args: string[]) => execFileSync("git", args, { cwd: copy, encoding: "utf8" });
  git("init", "--quiet");
  git("-c", "user.name=Site", "-c", "user.email=site@example.com", "add", ".");
  git(
    "-c",
    "user.name=Site",
    "-c",
    "user.email=site@example.com",
    "commit",
    "--quiet",
    "-m",
    "The content",
  );
  return { copy, git };
}

/** git's id of a file's bytes, as Keystatic's tree names each file's version. */
export const blobId = (copy: string, path: string) =>
  execFileSync("git", ["hash-object", path], { cwd: copy, encoding: "utf8" }).trim();

/** The login page's form, posted as the browser sends it. */
export const form = (fields: Record<string, string>) => ({
  method: "POST" as const,
  url: "/editor/login",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: new URLSearchParams(fields).toString(),
});

/**
 * The server with the editor, on a working copy made in `dir` (its data in `dir`/data), Lina its
 * one editor, its sessions on the clock `now`.
 */
export async function startEditorSite(
  dir: string,
  now: () => number,
): Promise<{ site: ReturnType<typeof workingCopy>; server: TestServer }> {
  const site = workingCopy(dir);
  const accounts = new EditorAccounts(join(dir, "data"));
  await accounts.add(lina.name, lina.email, lina.password);
  const server = await startServer(
    { dataDir: join(dir, "data"), siteUrl: "https://www.nasserlaw.jo" },
    {
      buildDir: join(repo, "build"),
      editor: {
        access: accountsAccess({ accounts, secure: true, now }),
        workingCopy: site.copy,
      },
    },
  );
  return { site, server };
}

/** Signs Lina in; her session's cookie (and its Set-Cookie), and the editor's page and token. */
export async function signInAs(server: TestServer, remoteAddress = "203.0.113.7") {
  const answer = await server.app.inject({
    ...form({ email: lina.email, password: lina.password }),
    remoteAddress,
  });
  expect(answer.statusCode).toBe(303);
  const cookie = String(answer.headers["set-cookie"]);
  const page = await server.app.inject({
    url: "/keystatic",
    headers: { cookie: cookie.split(";")[0]! },
  });
  const csrf = /name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1] ?? "";
  return { cookie: cookie.split(";")[0]!, setCookie: cookie, csrf, page };
}
