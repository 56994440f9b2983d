import type { Db } from "../db";
import { holdsWords, searchWords, squeeze } from "../fold";

/** One place a name was seen: whose inquiry, when, as whom, and what the matter was about. */
export interface Sighting {
  record: string;
  seenAt: string;
  role: "enquirer" | "other-party";
  /** As written: a name, or for other parties the whole list the visitor gave. */
  name: string;
  /** The service family the inquiry was about (a one-line subject). */
  subject: string;
  /** For another party: the enquirer who named them. */
  namedBy: string | null;
  /**
   * The consultation's status (a booking's, from server/bookings) while the inquiry is kept;
   * null after the retention period. Named loosely here: the store does not import a capability.
   */
  status: string | null;
  /** Whether the inquiry is still kept (1), to open at the desk; 0 after the retention period. */
  kept: number;
}

/** How many words of a search SQL matches alone; with more, holds_words() reads them all. */
const sqlWords = 6;

/**
 * The SQL that keeps a row whose squeezed `column` (server/fold.ts: squeezeLines) holds every
 * word of the search in one of its lines: `instr` on the stored text for up to six words, and
 * holds_words() only for a text of several lines (a list of other parties) or a longer search.
 */
export const holdsAll = (column: string) =>
  `@any = 1 AND ${Array.from({ length: sqlWords }, (_, i) => `instr(${column}, @w${i}) > 0`).join(" AND ")}
   AND ((@more = 0 AND instr(${column}, char(10)) = 0) OR holds_words(${column}, @words))`;

/** The parameters of `holdsAll` for a search. */
export function wordParams(query: string): WordParams {
  const words = searchWords(query);
  const first = Object.fromEntries(
    Array.from({ length: sqlWords }, (_, i) => [`w${i}`, words[i] ?? ""]),
  );
  return {
    ...first,
    words: words.join(" "),
    any: words.length > 0 ? 1 : 0,
    more: words.length > sqlWords ? 1 : 0,
  };
}
export type WordParams = Record<string, string | number>;

/**
 * The register of conflict checks (migration 0012): a search over its names, paged. An entry
 * matches when one of its lines (a name, or one of the other parties listed) holds every word
 * looked for, in any order, folded and squeezed (server/fold.ts; stored so by migration 0015).
 */
export function conflictStore(db: Db) {
  const where = holdsAll("c.folded");
  const page = db.prepare<WordParams & { limit: number; offset: number }, Sighting>(
    `SELECT c.record_id AS record, c.seen_at AS seenAt, c.role, c.name, c.subject,
            e.name AS namedBy, b.status AS status, i.id IS NOT NULL AS kept
     FROM conflict_names c
     LEFT JOIN conflict_names e ON c.role = 'other-party' AND e.record_id = c.record_id AND e.role = 'enquirer'
     LEFT JOIN bookings b ON b.inquiry_id = c.record_id
     LEFT JOIN inquiries i ON i.id = c.record_id
     WHERE ${where} ORDER BY c.seen_at DESC, c.id DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<WordParams, { n: number }>(
    `SELECT count(*) AS n FROM conflict_names c WHERE ${where}`,
  );
  const purge = db.prepare<[string]>(`DELETE FROM conflict_names WHERE seen_at < ?`);
  return {
    /** Every sighting of `name`'s words (see above), newest first. */
    search(name: string, { limit, offset }: { limit: number; offset: number }) {
      const words = wordParams(name);
      return { sightings: page.all({ ...words, limit, offset }), total: count.get(words)!.n };
    },
    /** Deletes the entries seen before `beforeIso`; returns how many. */
    purgeBefore(beforeIso: string): number {
      return purge.run(beforeIso).changes;
    },
  };
}

/** A list of other parties as the visitor typed it: a party a line, blank lines left out. */
export const partyLines = (names: string): string[] =>
  names
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The lines of a list of other parties that hold the name looked for (all, if none alone does). */
export function matchingLines(names: string, wanted: string): string[] {
  const lines = partyLines(names);
  const words = searchWords(wanted);
  const hits = lines.filter((line) => holdsWords(squeeze(line), words));
  return hits.length ? hits : lines;
}
