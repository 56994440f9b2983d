import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ContentError, contentDir, readCollection, readContent } from "./files.server";
import { portraitProblem } from "./portraits.server";
import { collections, singletons } from "./schema";
import { week } from "../i18n/format";
import { attorneySchema } from "./schema/attorney";
import { firmSchema } from "./schema/firm";
import { insightSchema } from "./schema/insight";

function attempt(problems: string[], read: () => void) {
  try {
    read();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(error.message);
  }
}

/** Every file under a folder, as paths relative to the content folder. */
function filesUnder(root: string, folder = ""): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(root, path) : [path];
  });
}

/**
 * Checks the whole content folder: each file against its schema, then what no single file can
 * say (a portrait that is not there). One line per problem; none means the site may be built.
 */
export function checkContent(dir = contentDir): string[] {
  const problems: string[] = [];
  if (!existsSync(dir)) return [`content: the folder ${dir} is missing`];
  for (const [path, { schema }] of Object.entries(singletons))
    attempt(problems, () => readContent(path, schema, dir));
  for (const [folder, { schema, optional }] of Object.entries(collections)) {
    attempt(problems, () => {
      const entries = readCollection(folder, schema, dir, { optional });
      for (const entry of entries) {
        const image =
          "portrait" in entry ? (entry.portrait as { image?: string | null }).image : null;
        const problem = image ? portraitProblem(image, dir) : null;
        if (problem) problems.push(`content/${folder}/${entry.id}.json: portrait.image: ${problem}`);
      }
    });
  }
  // What articles name is checked once every collection reads well.
  if (problems.length === 0) problems.push(...checkAttorneys(dir), ...checkInsights(dir));
  const known = (path: string) =>
    path in singletons ||
    /^images\/.+\.(jpe?g|png|webp)$/i.test(path) ||
    Object.keys(collections).some((folder) => new RegExp(`^${folder}/[^/]+\\.json$`).test(path));
  for (const path of filesUnder(dir))
    if (!known(path)) problems.push(`content/${path}: is not a file the site reads`);
  return problems;
}

/**
 * Whom a profile that cannot be booked sends its consultations to: a bookable attorney. And when
 * a bookable attorney takes consultations lies inside the office's week (content/firm.json): a
 * row outside it would offer no time at all, with nothing to say so.
 */
function checkAttorneys(dir: string): string[] {
  const problems: string[] = [];
  attempt(problems, () => {
    const attorneys = readCollection("attorneys", attorneySchema, dir);
    const office = readContent("firm.json", firmSchema, dir).workingWeek;
    const open = `the office's week (${office.days.map((d) => week[d - 1]).join(", ")}, ${office.opensHour}:00 to ${office.closesHour}:00, content/firm.json)`;
    for (const attorney of attorneys.filter((a) => a.bookable))
      for (const [i, row] of attorney.consultationHours.entries()) {
        const where = `content/attorneys/${attorney.id}.json: consultationHours.${i}`;
        const closed = row.days.filter((d) => !office.days.includes(d));
        if (closed.length)
          problems.push(`${where}.days: ${closed.map((d) => week[d - 1]).join(", ")} is not a day of ${open}`);
        if (row.fromHour < office.opensHour || row.toHour > office.closesHour)
          problems.push(`${where}: ${row.fromHour}:00 to ${row.toHour}:00 is not inside ${open}`);
      }
    const bookable = new Set(attorneys.filter((a) => a.bookable).map((a) => a.id));
    if (bookable.size === 0)
      problems.push("content/attorneys: bookable: no attorney can be booked; at least one must be");
    for (const attorney of attorneys)
      if (!attorney.bookable && attorney.bookWith && !bookable.has(attorney.bookWith))
        problems.push(
          `content/attorneys/${attorney.id}.json: bookWith: ${attorney.bookWith} is not a bookable attorney of content/attorneys/`,
        );
  });
  return problems;
}

/** What an article names must exist: its author among the attorneys, its areas among the services. */
function checkInsights(dir: string): string[] {
  const problems: string[] = [];
  attempt(problems, () => {
    const attorneys = new Set(readCollection("attorneys", collections.attorneys.schema, dir).map((a) => a.id));
    const services = new Set(readCollection("services", collections.services.schema, dir).map((s) => s.id));
    for (const article of readCollection("insights", insightSchema, dir, { optional: true })) {
      const where = `content/insights/${article.id}.json`;
      if (!attorneys.has(article.author))
        problems.push(`${where}: author: ${article.author} is not an attorney of content/attorneys/`);
      for (const [i, area] of article.areas.entries())
        if (!services.has(area))
          problems.push(`${where}: areas.${i}: ${area} is not a service of content/services/`);
    }
  });
  return problems;
}
