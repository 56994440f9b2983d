import { createHash, randomBytes } from "node:crypto";
import fastifyCookie, { type CookieSerializeOptions } from "@fastify/cookie";
import { normalizeIP } from "@fastify/rate-limit";
import { firm } from "../../app/content/firm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Counts, registerRateLimit } from "../rate-limit";
import { type EditorAccounts, noAccountHash, type Role, verifyPassword } from "./accounts";
import type { EditorAccess } from "./access";
import { Checks } from "./checks";
import { type LoginLang, loginPage } from "./login-page";

const cookieName = "editor_session";
/** Signed out after this long without a request, and after this long whatever happens. */
const idleMs = 12 * 60 * 60_000;
const lifetimeMs = 7 * 24 * 60 * 60_000;
/**
 * Nine sign-ins that fail in a quarter of an hour, from one address or for one account: the tenth
 * waits.
 */
export const loginAttempts = 9;
const attemptWindowMs = 15 * 60_000;
interface Session {
  name: string;
  email: string;
  csrf: string;
  createdAt: number;
  seenAt: number;
  /** The account's password hash at sign-in: a new password, or none, ends the session. */
  hash: string;
}

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The firm's editors sign in with the site's own login (issue 18): named accounts from
 * DATA_DIR/editors.json, a session cookie (`HttpOnly`, `SameSite=Strict`, `Secure` behind HTTPS)
 * whose token is kept only as a hash, a CSRF token per session for every write, and sign-in
 * attempts limited per address and per account, their password checks taking turns. Sessions live
 * in memory: a restart signs everyone out; a new password, or a removal from editors.json, signs
 * that editor out of every session.
 */
export function accountsAccess({
  accounts,
  secure,
  now = Date.now,
  verify = verifyPassword,
  audit = () => {},
}: {
  accounts: EditorAccounts;
  /** The site is served over HTTPS: the cookie is sent over HTTPS only. */
  secure: boolean;
  now?: () => number;
  /** Checks a password against a hash (tests count the checks). */
  verify?: (password: string, hash: string) => Promise<boolean>;
  /** Writes a line of the audit log: every sign-in, refused or not, and every sign-out. */
  audit?: (line: { actor: string; action: string; address: string }) => void;
}): EditorAccess {
  const sessions = new Map<string, Session>();
  // Sign-ins that did not succeed, per address and per account in a fixed window (a success takes
  // its own count back, and does not forgive the address).
  const attempts = new Counts(now);
  const checks = new Checks();

  function session(request: FastifyRequest) {
    const token = request.cookies[cookieName];
    if (!token) return null;
    const key = digest(token);
    const found = sessions.get(key);
    const at = now();
    if (!found || at - found.seenAt > idleMs || at - found.createdAt > lifetimeMs) {
      sessions.delete(key);
      return null;
    }
    // An editor removed from editors.json, or given a new password, is out at the next request.
    const account = accounts.find(found.email);
    if (account?.hash !== found.hash) {
      sessions.delete(key);
      return null;
    }
    found.seenAt = at;
    return { key, session: found, roles: account.roles };
  }

  /** Where an account starts: the editor, or the desk for an account that only works there. */
  const home = (accountRoles: readonly Role[], lang: LoginLang) =>
    accountRoles.includes("editor") ? "/keystatic" : lang === "ar" ? "/ar/desk" : "/desk";

  // Not signed: the token is random, and only its hash is kept on the server.
  const cookie = (maxAgeS: number): CookieSerializeOptions => ({
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    maxAge: maxAgeS,
    secure,
  });

  const langOf = (value: unknown): LoginLang => (value === "ar" ? "ar" : "en");
  /** Where to go once signed in: a page of the desk or the editor that was asked for, or none. */
  const nextOf = (value: unknown) =>
    typeof value === "string" && staffPage.test(value) ? value : undefined;
  const page = (reply: FastifyReply, code: number, html: string) =>
    reply
      .code(code)
      .header("cache-control", "no-store")
      .header(
        "content-security-policy",
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      )
      .type("text/html; charset=utf-8")
      .send(html);

  return {
    async editor(request, reply, role = "editor") {
      const found = session(request);
      if (found?.roles.includes(role)) return { ...found.session, roles: found.roles };
      const lang = request.url.startsWith("/ar/") ? "ar" : "en";
      if (found) {
        await page(reply, 403, loginPage({ lang, firmName: firm.name[lang], error: "noRole" }));
        return null;
      }
      if (request.url.startsWith("/api/")) {
        await reply.code(401).send({ error: "Sign in to edit: /editor/login" });
      } else {
        // In the page's language, and back to that page once signed in.
        const query = new URLSearchParams({ lang });
        if (nextOf(request.url)) query.set("next", request.url);
        // A press (a form's POST goes to its page's address) did nothing: the sign-in says so.
        if (request.method === "POST") query.set("ended", "1");
        await reply.redirect(`/editor/login?${query}`, 303);
      }
      return null;
    },

    async register(app: FastifyInstance) {
      // On the app itself: the editor's routes, in scopes of their own, read the session too.
      await app.register(fastifyCookie);
      await app.register(signInRoutes);
    },
  };

  async function signInRoutes(app: FastifyInstance) {
    await registerRateLimit(app, attempts);
    const attempt = (key: (request: FastifyRequest) => string) =>
      app.createRateLimit({ max: loginAttempts, timeWindow: attemptWindowMs, keyGenerator: key });
    const byAddress = attempt((request) => `ip:${normalizeIP(request.ip)}`);
    const byAccount = attempt((request) => `account:${emailOf(request).toLowerCase()}`);
    /**
     * Counts a sign-in for its address and its account before its password is looked at, so that
     * requests in parallel see each other's; null, counting nothing, once either has had its
     * nine. The function returned takes this sign-in's counts back, for a success.
     */
    const take = async (request: FastifyRequest) => {
      const counted = await Promise.all([byAddress(request), byAccount(request)]);
      const takeBack = () => counted.forEach(({ key }) => attempts.forgive(key));
      if (counted.some((count) => !count.isAllowed && count.isExceeded)) {
        takeBack();
        return null;
      }
      return takeBack;
    };
    // The address people guess or bookmark: the editor itself, which asks for a sign-in if needed.
    app.get("/editor", async (_request, reply) => reply.redirect("/keystatic", 302));
    app.get("/editor/login", async (request, reply) => {
      const query = request.query as { lang?: string; out?: string; next?: string; ended?: string };
      const lang = langOf(query.lang);
      const next = nextOf(query.next);
      const signedIn = session(request);
      if (signedIn) return reply.redirect(next ?? home(signedIn.roles, lang), 303);
      return page(
        reply,
        200,
        loginPage({
          lang,
          firmName: firm.name[lang],
          notice: query.out === "1" ? "signedOut" : query.ended === "1" ? "ended" : null,
          next,
        }),
      );
    });

    app.post("/editor/login", async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const lang = langOf(form.lang);
      const next = nextOf(form.next);
      const email = emailOf(request);
      const password = typeof form.password === "string" ? form.password.slice(0, 1024) : "";
      const at = now();
      const turns = [`ip:${request.ip}`, `account:${email.toLowerCase()}`];
      const limited = () =>
        page(
          reply.header("retry-after", String(attemptWindowMs / 1000)),
          429,
          loginPage({
            lang,
            firmName: firm.name[lang],
            email,
            error: "limited",
            pausedMinutes: attemptWindowMs / 60_000,
            next,
          }),
        );
      // Counted before the password is looked at: the tenth try is refused, even when the nine
      // before it are all still being checked.
      const takeBack = await take(request);
      if (!takeBack) {
        request.log.warn("editor sign-in refused: too many attempts");
        return limited();
      }
      // An email no editor has is checked against a hash of the same cost: as slow as any.
      const checking = checks.run(turns, async () => {
        const found = accounts.find(email);
        return { found, ok: await verify(password, found?.hash ?? noAccountHash) };
      });
      if (!checking) {
        request.log.warn("editor sign-in refused: too many sign-ins waiting");
        return limited();
      }
      const { found: account, ok } = await checking;
      if (!account || !ok) {
        request.log.info("editor sign-in refused: wrong email or password");
        // Only an account's own email is written: a typed stranger's address is not kept.
        audit({
          actor: account ? actorOf(account) : "",
          action: "sign-in-refused",
          address: request.ip,
        });
        return page(
          reply,
          401,
          loginPage({ lang, firmName: firm.name[lang], email, error: "wrong", next }),
        );
      }
      takeBack();
      const token = randomBytes(32).toString("base64url");
      sessions.set(digest(token), {
        name: account.name,
        email: account.email,
        csrf: randomBytes(24).toString("base64url"),
        createdAt: at,
        seenAt: at,
        hash: account.hash,
      });
      request.log.info("editor signed in");
      audit({ actor: actorOf(account), action: "signed-in", address: request.ip });
      return reply
        .setCookie(cookieName, token, cookie(lifetimeMs / 1000))
        .header("cache-control", "no-store")
        .redirect(next ?? home(account.roles, lang), 303);
    });

    app.post("/editor/logout", async (request, reply) => {
      const found = session(request);
      const form = (request.body ?? {}) as Record<string, unknown>;
      const token = request.headers["x-csrf-token"] ?? form.csrf;
      if (!found || token !== found.session.csrf)
        return reply.code(403).send({ error: "Sign out from the editor's own page" });
      sessions.delete(found.key);
      audit({ actor: actorOf(found.session), action: "signed-out", address: request.ip });
      const lang = langOf(form.lang);
      return reply
        .setCookie(cookieName, "", cookie(0))
        .redirect(`/editor/login?out=1${lang === "ar" ? "&lang=ar" : ""}`, 303);
    });
  }
}

/** The email a sign-in names, as typed (trimmed, at most 320 characters). */
function emailOf(request: FastifyRequest): string {
  const email = (request.body as Record<string, unknown> | undefined)?.email;
  return typeof email === "string" ? email.trim().slice(0, 320) : "";
}

/**
 * A page of the desk (either language) or of the editor, as a path on this site: the only places
 * a sign-in may go on to, so that no link can send a signed-in person elsewhere.
 */
const staffPage = /^\/(?:(?:ar\/)?desk|keystatic)(?:\/[\w-]+)*\/?(?:\?[\w=&%.-]*)?$/;

/** How the audit log names a staff member. */
const actorOf = ({ name, email }: { name: string; email: string }) => `${name} <${email}>`;
