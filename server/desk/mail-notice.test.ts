// @vitest-environment node
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EditorAccounts } from "../editor/accounts";
import { escapeHtml } from "../mail";
import { deskSite, staff, staffPassword } from "../test/desk-site";
import { form, repo } from "../test/editor-site";
import {
  postJson,
  startServer,
  startSmtp,
  tempDir,
  type TestServer,
  validInquiry,
} from "../test/helpers";
import { deskCopy } from "./page";

/**
 * The desk says when mail does not go out, so that the staff call the clients instead: mail off
 * on this server (no SMTP_URL), or mails that have waited more than 15 minutes.
 */
describe("the desk's word on mail", () => {
  describe("on a server without mail", () => {
    const site = deskSite(["rana"]);
    it("says mail is off, above the consultations", async () => {
      const rana = await site.signIn("rana");
      const home = await site.get("/ar/desk", rana.cookie);
      expect(home.body).toContain(escapeHtml(deskCopy.ar.mail.off));
    });
  });

  describe("on a server whose mail is refused", () => {
    const dir = tempDir();
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let server: TestServer;
    beforeAll(async () => {
      smtp = await startSmtp();
      smtp.state.refusing = true;
      const { name, email, roles } = staff.rana;
      await new EditorAccounts(dir.path).add(name, email, staffPassword, roles);
      server = await startServer(
        { dataDir: dir.path, smtpUrl: smtp.url },
        { buildDir: join(repo, "build") },
      );
    });
    afterAll(async () => {
      await server.close();
      await smtp.close();
      dir.remove();
    });

    it("says nothing while mails are fresh, then how many have waited over 15 minutes", async () => {
      const signedIn = await server.app.inject(
        form({ email: staff.rana.email, password: staffPassword }),
      );
      const cookie = String(signedIn.headers["set-cookie"]).split(";")[0]!;
      const home = () => server.app.inject({ url: "/desk", headers: { cookie } });
      expect((await postJson(server.url, validInquiry())).status).toBe(201);
      const fresh = (await home()).body;
      expect(fresh).not.toContain(escapeHtml(deskCopy.en.mail.off));
      expect(fresh).not.toContain(escapeHtml(deskCopy.en.mail.late.split("{{")[0]!));
      // Twenty minutes on, the firm's mail and the acknowledgment still wait.
      server.store.db
        .prepare(`UPDATE outbox SET created_at = ? WHERE status = 'pending'`)
        .run(new Date(Date.now() - 20 * 60_000).toISOString());
      const late = (await home()).body;
      const [before, after] = deskCopy.en.mail.late.split("{{count}}");
      expect(late).toContain(`${escapeHtml(before!)}2`);
      expect(late).toContain(escapeHtml(after!.split("{{since}}")[0]!));
    });
  });
});
