import { bothLanguages, type Localized } from "~/content/bilingual";
import { readContent } from "~/content/files.server";
import { homeFile } from "~/content/home";
import { interfaceSchema } from "~/content/schema/interface";

/**
 * The site's messages (i18next's {{name}} placeholders): the interface's words from
 * content/interface.json and the home page's from content/home.json, both languages side by
 * side there. Server-only: loaders pick one language, so a page never ships the other's messages.
 */
const tree = { ...readContent("interface.json", interfaceSchema), ...homeFile.text };

export type Messages = Localized<typeof tree>;
export const messages: Record<"en" | "ar", Messages> = bothLanguages(tree);
