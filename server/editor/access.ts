import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Role } from "./accounts";
import type { Author } from "./git";

/**
 * Who may edit, or work at the desk, decided per request: the signed-in account (the site's own
 * login) with that role, this machine alone (`npm run edit`, the editor only), or nobody (the
 * reply is sent).
 */
export interface EditorAccess {
  /**
   * The account behind this request when it has `role` (the editor's, unless named), or null
   * after answering it (a 401, a redirect to sign in, a 403 for an account without the role).
   */
  editor(
    request: FastifyRequest,
    reply: FastifyReply,
    role?: Role,
  ): Promise<(Author & { csrf: string; roles?: readonly Role[] }) | null>;
  /** Routes of its own (a login page), registered beside the editor's. */
  register?(app: FastifyInstance): Promise<void>;
}
