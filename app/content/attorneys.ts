import type { Lang } from "~/i18n/locales";
import type { AttorneysPage, ProfilePageText } from "./attorney-types";
import { bothLanguages } from "./bilingual";
import { readContent } from "./files.server";
import { attorneysPageSchema } from "./schema/pages";

/** The words of the attorney list and around every profile: content/pages/attorneys.json. */
const file = readContent("pages/attorneys.json", attorneysPageSchema);

export const attorneysContent: Record<Lang, AttorneysPage> = bothLanguages(file.list);
export const profilePageText: Record<Lang, ProfilePageText> = bothLanguages(file.profile);
/** The numbers on every profile's stat cards. */
export const profileStatValues = file.profileStats;
