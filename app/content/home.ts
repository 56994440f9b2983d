import { readContent } from "./files.server";
import { homeSchema } from "./schema/home";

/** content/home.json: its words reach the pages as messages (app/i18n/messages); these are its facts. */
export const homeFile = readContent("home.json", homeSchema);

/** What the home page's loader gives its sections: statistics, families and the stars. */
export const homeFacts = {
  statistics: homeFile.statistics,
  families: homeFile.families,
  testimonialRating: homeFile.testimonialRating,
};

export type HomeFacts = typeof homeFacts;
