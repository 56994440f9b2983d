import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Author } from "./git";

/**
 * Who may edit, decided per request: the signed-in editor (the site's own login), this machine
 * alone (`npm run edit`), or nobody (the reply is sent).
 */
export interface EditorAccess {
  /** The editor behind this request, or null after answering it (a 401, a redirect, a 403). */
  editor(request: FastifyRequest, reply: FastifyReply): Promise<(Author & { csrf: string }) | null>;
  /** Routes of its own (a login page), registered beside the editor's. */
  register?(app: FastifyInstance): Promise<void>;
}
