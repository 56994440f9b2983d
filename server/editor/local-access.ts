import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { EditorAccess } from "./access";

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function gitConfig(key: string, workingCopy: string) {
  try {
    return execFileSync("git", ["config", key], { cwd: workingCopy, encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

/**
 * `npm run edit`: a developer edits on their own machine, with no login, and only from it: a
 * request from any other address gets the 404 every editor route gives when there is no editor.
 * Saves are committed under the developer's own git name.
 */
export function localDeveloperAccess(workingCopy: string): EditorAccess {
  const author = {
    name: gitConfig("user.name", workingCopy) || "Developer",
    email: gitConfig("user.email", workingCopy) || "developer@localhost",
  };
  const csrf = randomBytes(24).toString("base64url");
  return {
    async editor(request, reply) {
      if (!loopback.has(request.socket.remoteAddress ?? "")) {
        await reply.code(404).send({ error: "Not found" });
        return null;
      }
      return { ...author, csrf };
    },
  };
}
