/**
 * The desk in tests: the real server with the built site, staff accounts in its DATA_DIR (as
 * `npm run editors` writes them), and a staff member's signed-in session.
 */
import { join } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import type { Config } from "../config";
import { EditorAccounts } from "../editor/accounts";
import { form, repo } from "./editor-site";
import { startServer, tempDir, type TestServer } from "./helpers";

export const staffPassword = "correct horse battery";
export const staff = {
  rana: { name: "Rana Haddad", email: "rana@nasserlaw.jo", roles: ["desk"] as const },
  lina: { name: "Lina Saleh", email: "lina@nasserlaw.jo", roles: ["editor"] as const },
  omar: { name: "Omar Nasser", email: "omar@nasserlaw.jo", roles: ["editor", "desk"] as const },
};
export type Staff = keyof typeof staff;

/**
 * Starts the server before the file's tests, with the accounts of `who`, and stops it after:
 * the server, its data folder, signing in, and a page or a form post with a session's cookie.
 */
export function deskSite(who: readonly Staff[], config: Partial<Config> = {}) {
  const dir = tempDir();
  let server: TestServer;
  beforeAll(async () => {
    const accounts = new EditorAccounts(dir.path);
    for (const { name, email, roles } of who.map((one) => staff[one]))
      await accounts.add(name, email, staffPassword, roles);
    server = await startServer({ dataDir: dir.path, ...config }, { buildDir: join(repo, "build") });
  });
  afterAll(async () => {
    await server.close();
    dir.remove();
  });
  return {
    dir,
    get server() {
      return server;
    },
    /** Signs one in: the session's cookie, where the sign-in sent them, and the desk's token. */
    async signIn(one: Staff) {
      const answer = await server.app.inject(
        form({ email: staff[one].email, password: staffPassword }),
      );
      expect(answer.statusCode).toBe(303);
      const cookie = String(answer.headers["set-cookie"]).split(";")[0]!;
      const desk = await server.app.inject({ url: "/desk", headers: { cookie } });
      const csrf = /name="csrf" value="([^"]+)"/.exec(desk.body)?.[1] ?? "";
      return { cookie, home: answer.headers.location, csrf };
    },
    get: (url: string, cookie: string) => server.app.inject({ url, headers: { cookie } }),
    post: (url: string, cookie: string, fields: Record<string, string>) =>
      server.app.inject({
        method: "POST",
        url,
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(fields).toString(),
      }),
  };
}
