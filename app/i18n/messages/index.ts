import { bothLanguages, type Localized } from "~/content/bilingual";
import { contentDir, readContent } from "~/content/files.server";
import { homeSchema } from "~/content/schema/home";
import { interfaceSchema } from "~/content/schema/interface";

/**
 * The site's messages (i18next's {{name}} placeholders): the interface's words from
 * content/interface.json and the home page's from content/home.json, both languages side by
 * side there. Server-only: loaders pick one language, so a page never ships the other's messages.
 */
const treeOf = (dir: string) => ({
  ...readContent("interface.json", interfaceSchema, dir),
  ...readContent("home.json", homeSchema, dir).text,
});

export type Messages = Localized<ReturnType<typeof treeOf>>;
/** Both languages' messages of one folder of content (throws a ContentError). */
export const readMessages = (dir: string): Record<"en" | "ar", Messages> =>
  bothLanguages(treeOf(dir));
// A live binding: the server swaps it when a publish switches the site (content/live.server.ts).
export let messages = readMessages(contentDir);

/** The server's step of a publish: the words of the content it now serves. */
export function switchMessages(next: Record<"en" | "ar", Messages>) {
  messages = next;
}
