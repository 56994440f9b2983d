import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/**
 * The firm's editors: names, emails and scrypt password hashes in DATA_DIR/editors.json (0600,
 * never in git). `npm run editors` adds and removes them; no file, or an empty one, means no
 * editor, and then no editor route exists at all.
 */
export const editorsFileName = "editors.json";

/** scrypt's cost: 2^15 rounds of 8-block mixing, about 30 ms and 32 MiB per check. */
const cost = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
export const minimumPasswordLength = 12;

/** What an account may do: edit the site's content, work at the desk on clients' records, or both. */
export const roles = ["editor", "desk"] as const;
export type Role = (typeof roles)[number];

const editorSchema = z.object({
  name: z.string().trim().min(1),
  email: z.email(),
  /** `scrypt$N$r$p$salt$key`, salt and key in base64. */
  hash: z.string().startsWith("scrypt$"),
  /** Accounts made before the desk are editors. */
  roles: z.array(z.enum(roles)).min(1).default(["editor"]),
});
export type EditorAccount = z.infer<typeof editorSchema>;

function derive(password: string, salt: Buffer, N: number, r: number, p: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, 64, { N, r, p, maxmem: cost.maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost.N, cost.r, cost.p);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join(
    "$",
  );
}

/**
 * What a sign-in for an email no editor has is checked against: a hash of the same cost as every
 * editor's (no password derives to a key of zeros), so an unknown email takes as long as a known
 * one and the time of an answer does not tell which emails are editors'.
 */
export const noAccountHash = [
  "scrypt",
  cost.N,
  cost.r,
  cost.p,
  Buffer.alloc(16).toString("base64"),
  Buffer.alloc(64).toString("base64"),
].join("$");

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const [, N, r, p, salt, key] = hash.split("$");
  if (!N || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(
    password,
    Buffer.from(salt, "base64"),
    Number(N),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export class EditorAccounts {
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = join(dataDir, editorsFileName);
  }

  list(): EditorAccount[] {
    if (!existsSync(this.file)) return [];
    return z.array(editorSchema).parse(JSON.parse(readFileSync(this.file, "utf8")));
  }

  find(email: string): EditorAccount | undefined {
    const wanted = email.trim().toLowerCase();
    return this.list().find((editor) => editor.email.toLowerCase() === wanted);
  }

  /** Adds an account, or sets a new password and roles for one already there. */
  async add(name: string, email: string, password: string, given: readonly Role[] = ["editor"]) {
    if (password.length < minimumPasswordLength)
      throw new Error(`The password must have at least ${minimumPasswordLength} characters`);
    const account = editorSchema.parse({
      name,
      email: email.trim(),
      hash: await hashPassword(password),
      roles: [...new Set(given)],
    });
    const others = this.list().filter((e) => e.email.toLowerCase() !== account.email.toLowerCase());
    this.save([...others, account]);
    return account;
  }

  /** Whether any account has `role`: without one, that role's routes do not exist. */
  anyWith(role: Role): boolean {
    return this.list().some((account) => account.roles.includes(role));
  }

  remove(email: string): boolean {
    const all = this.list();
    const kept = all.filter((e) => e.email.toLowerCase() !== email.trim().toLowerCase());
    this.save(kept);
    return kept.length < all.length;
  }

  private save(accounts: EditorAccount[]) {
    mkdirSync(join(this.file, ".."), { recursive: true, mode: 0o700 });
    const next = `${this.file}.next`;
    writeFileSync(next, `${JSON.stringify(accounts, null, 2)}\n`, { mode: 0o600 });
    renameSync(next, this.file);
  }
}
