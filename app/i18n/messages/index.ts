import type { Lang } from "../locales";
import { ar } from "./ar";
import { en, type Messages } from "./en";

/** Server-only: loaders pick one language, so a page never ships the other's messages. */
export const messages: Record<Lang, Messages> = { en, ar };
