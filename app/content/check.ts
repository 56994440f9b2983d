import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { ContentError, contentDir, readCollection, readContent } from "./files.server";
import { imagesDir } from "./portraits.server";
import { attorneySchema } from "./schema/attorney";
import { bookingSchema, closedDatesSchema } from "./schema/booking";
import { firmSchema } from "./schema/firm";
import { homeSchema } from "./schema/home";
import { interfaceSchema } from "./schema/interface";
import { legalSchema } from "./schema/legal";
import {
  attorneysPageSchema,
  contactPageSchema,
  contactResultSchema,
  servicesPageSchema,
} from "./schema/pages";
import { serviceSchema } from "./schema/service";

/** Every content file and its collection's schema: a file in content/ that is not here is an error. */
export const singletons: Record<string, z.ZodType> = {
  "firm.json": firmSchema,
  "home.json": homeSchema,
  "interface.json": interfaceSchema,
  "booking/settings.json": bookingSchema,
  "booking/closed-dates.json": closedDatesSchema,
  "pages/attorneys.json": attorneysPageSchema,
  "pages/services.json": servicesPageSchema,
  "pages/contact.json": contactPageSchema,
  "pages/contact-sent.json": contactResultSchema,
  "pages/contact-sent-no-slot.json": contactResultSchema,
  "pages/contact-not-sent.json": contactResultSchema,
  "legal/privacy.json": legalSchema,
  "legal/terms.json": legalSchema,
};

export const collections = { attorneys: attorneySchema, services: serviceSchema } as const;

function attempt(problems: string[], read: () => void) {
  try {
    read();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(error.message);
  }
}

function duplicates(values: readonly string[]) {
  return [...new Set(values.filter((value, i) => values.indexOf(value) !== i))];
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
 * say (two attorneys with one id). One line per problem; none means the site may be built.
 */
export function checkContent(dir = contentDir): string[] {
  const problems: string[] = [];
  if (!existsSync(dir)) return [`content: the folder ${dir} is missing`];
  for (const [path, schema] of Object.entries(singletons))
    attempt(problems, () => readContent(path, schema, dir));
  for (const [folder, schema] of Object.entries(collections)) {
    attempt(problems, () => {
      const entries = readCollection(folder, schema, dir);
      for (const id of duplicates(entries.map((entry) => entry.id)))
        problems.push(`content/${folder}: two entries have the id ${id}`);
      for (const entry of entries) {
        const image = "portrait" in entry ? entry.portrait.image : null;
        if (image && !existsSync(join(imagesDir(dir), image)))
          problems.push(`content/${folder}/${entry.slug}.json: portrait.image: content/images/${image} is missing`);
      }
    });
  }
  const known = (path: string) =>
    path in singletons ||
    /^images\/.+\.(jpe?g|png|webp)$/i.test(path) ||
    Object.keys(collections).some((folder) => new RegExp(`^${folder}/[^/]+\\.json$`).test(path));
  for (const path of filesUnder(dir))
    if (!known(path)) problems.push(`content/${path}: is not a file the site reads`);
  return problems;
}
