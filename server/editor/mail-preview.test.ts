// @vitest-environment node
// Issue 34: the firm previews every mail, in both languages, from the words it has saved and not
// yet published, behind the editor's sign-in; the site keeps sending the published words.
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMailContent } from "../../app/content/mails.server";
import { startServer, tempDir, type TestServer } from "../test/helpers";
import { EditorAccounts } from "./accounts";
import { accountsAccess } from "./login";
import { mailPreviewPath } from "./mail-preview";

const repo = resolve(import.meta.dirname, "../..");
const lina = { name: "Lina Saleh", email: "lina@nasserlaw.jo", password: "correct horse battery" };

/** The firm's server's working copy: the code that renders the mails, and the content as saved. */
function workingCopy(dir: string) {
  const copy = join(dir, "site");
  mkdirSync(copy);
  for (const part of ["app", "server", "scripts", "content"])
    cpSync(join(repo, part), join(copy, part), { recursive: true });
  for (const file of ["tsconfig.json", "package.json"]) cpSync(join(repo, file), join(copy, file));
  symlinkSync(join(repo, "node_modules"), join(copy, "node_modules"));
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Site", "-c", "user.email=s@example.com", ...args], {
      cwd: copy,
    });
  git("init", "--quiet");
  git("add", "content");
  git("commit", "--quiet", "-m", "The content");
  return copy;
}

describe("the editor's preview of the mails", () => {
  const dir = tempDir("mail-preview-");
  let server: TestServer;
  let copy: string;

  beforeAll(async () => {
    copy = workingCopy(dir.path);
    // Saved in the editor, not yet published.
    const file = join(copy, "content/mails/visitor.json");
    const visitor = JSON.parse(readFileSync(file, "utf8"));
    visitor.confirmed.heading = {
      en: "We look forward to our consultation",
      ar: "نتطلّع إلى لقائكم",
    };
    writeFileSync(file, JSON.stringify(visitor, null, 2));
    const accounts = new EditorAccounts(join(dir.path, "data"));
    await accounts.add(lina.name, lina.email, lina.password);
    server = await startServer(
      { dataDir: join(dir.path, "data"), siteUrl: "https://www.nasserlaw.jo" },
      {
        buildDir: join(repo, "build"),
        editor: { access: accountsAccess({ accounts, secure: true }), workingCopy: copy },
      },
    );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    dir.remove();
  });

  it("is closed to anyone not signed in to the editor", async () => {
    const answer = await server.app.inject({ url: `${mailPreviewPath}booking.confirmed-en.html` });
    expect(answer.statusCode).toBe(401);
  });

  it("shows every mail in English and Arabic with the saved words, not the published ones", async () => {
    const login = await server.app.inject({
      method: "POST",
      url: "/editor/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: lina.email, password: lina.password }).toString(),
    });
    const cookie = String(login.headers["set-cookie"]).split(";")[0]!;
    const open = (path: string) => server.app.inject({ url: path, headers: { cookie } });

    const list = await open(mailPreviewPath);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain('href="booking.confirmed-en.html"');
    expect(list.body).toContain('href="booking.confirmed-ar.html"');
    expect(list.body).toContain('href="inquiry.ack-ar.html"');

    const english = await open(`${mailPreviewPath}booking.confirmed-en.html`);
    expect(english.headers["content-type"]).toContain("text/html");
    expect(english.body).toContain("We look forward to our consultation");
    const arabic = await open(`${mailPreviewPath}booking.confirmed-ar.txt`);
    expect(arabic.body).toContain("نتطلّع إلى لقائكم");
    // The site itself still sends what was published (the repository's content/), whatever it is.
    const { visitorCopy } = await import("../bookings");
    const published = readMailContent(join(repo, "content")).visitor.confirmed.heading.en;
    expect(visitorCopy.en.confirmed.heading).toBe(published);

    expect((await open(`${mailPreviewPath}..%2Fconfig.ts`)).statusCode).toBe(404);
  }, 120_000);
});
