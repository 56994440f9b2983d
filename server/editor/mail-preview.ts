import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { FastifyInstance, FastifyReply } from "fastify";

const run = promisify(execFile);

/** Where the editor's page links to: every mail, both languages, from the saved content. */
export const mailPreviewPath = "/api/editor/mail-previews/";

/** A file the renderer writes: `booking.confirmed-ar.html`, `inquiry.ack-en.txt`, `index.html`. */
const previewFile = /^[\w.+-]+\.(html|txt)$/;

/**
 * The firm's preview of every mail before it publishes (issue 34): `npm run mails:preview`'s
 * renderer (scripts/mails-preview.ts), run in a child process on the working copy's content as
 * saved, so the mails show the words the firm has saved and not yet published, while this server
 * keeps sending the published ones. Opening the list renders afresh (one render at a time; a
 * second asker waits for the same one); each mail is then served from that render. Registered
 * inside the editor's scope: only a signed-in editor reaches it.
 */
export function registerMailPreview(
  scope: FastifyInstance,
  { workingCopy, log }: { workingCopy: string; log?: (message: string) => void },
) {
  let rendered: string | null = null;
  let rendering: Promise<string> | null = null;

  async function render(): Promise<string> {
    const dir = mkdtempSync(join(tmpdir(), "mail-previews-"));
    try {
      await run(process.execPath, ["--import", "tsx", "scripts/mails-preview.ts", dir], {
        cwd: workingCopy,
        env: { ...process.env, CONTENT_DIR: join(workingCopy, "content") },
        timeout: 120_000,
        maxBuffer: 4 << 20,
      });
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    if (rendered) rmSync(rendered, { recursive: true, force: true });
    return (rendered = dir);
  }

  const serve = async (file: string, reply: FastifyReply) => {
    if (!previewFile.test(file)) return reply.code(404).send("Not Found");
    if (file === "index.html" || !rendered) {
      try {
        rendering ??= render().finally(() => (rendering = null));
        await rendering;
      } catch (error) {
        const reason = String((error as { stderr?: string }).stderr || error)
          .trim()
          .split("\n")
          .findLast((line) => /content\/|Error/.test(line));
        log?.(`mail preview failed: ${reason ?? "the renderer stopped"}`);
        return reply
          .code(500)
          .type("text/plain; charset=utf-8")
          .send(`The mails could not be previewed: ${reason ?? "the renderer stopped"}`);
      }
    }
    const path = join(rendered!, file);
    if (!existsSync(path)) return reply.code(404).send("Not Found");
    return reply
      .type(file.endsWith(".txt") ? "text/plain; charset=utf-8" : "text/html; charset=utf-8")
      .send(await readFile(path, "utf8"));
  };
  scope.get(mailPreviewPath, async (_request, reply) => serve("index.html", reply));
  scope.get<{ Params: { file: string } }>(`${mailPreviewPath}:file`, async (request, reply) =>
    serve(request.params.file, reply),
  );
}
