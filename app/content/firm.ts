import type { z } from "zod";
import type { Availability } from "../booking/availability";
import { formatOfficeHours } from "../i18n/format";
import type { Lang } from "~/i18n/locales";
import { localize } from "./bilingual";
import { contentDir, readCollection, readContent } from "./files.server";
import { attorneySchema } from "./schema/attorney";
import { portraitImage } from "./portraits.server";
import { firmSchema } from "./schema/firm";
import { hoursOf } from "./working-week";

/**
 * Every fact about the firm, from content/firm.json and the attorneys' files in content/attorneys/
 * (server and build only: the browser receives what a page needs through the page). The values
 * are placeholders for the firm to confirm (facts-to-confirm.ts).
 */
function firmOf(file: FirmFile, attorneyFiles: AttorneyFile[], hours: OfficeHours) {
  return {
  name: file.name,
  legalName: file.legalName,
  /** The firm's registration with the Bar, the rules its lawyers are bound by, where to complain. */
  bar: file.bar,
  /** The confidentiality notice at the foot of every mail. */
  mailNotice: file.mailNotice,
  foundedYear: file.foundedYear,
  phone: file.phone,
  whatsapp: file.whatsapp,
  email: file.email,
  address: file.address,
  postalCode: file.postalCode,
  countryCode: file.countryCode,
  geo: file.geo,
  /** The team preview and the attorney cards; each profile's full text is in the same file. */
  attorneys: attorneyFiles.map(
    ({ id, email, bookable, name, gender, initials, portrait, title, bar, expertise, years }) => ({
      id,
      email,
      bookable,
      name,
      gender,
      initials,
      portrait,
      title,
      bar,
      expertise,
      years,
    }),
  ),
  /** Office hours, from the working week in content/firm.json; other days by appointment. */
    hours,
  };
}

type FirmFile = z.infer<typeof firmSchema>;
type OfficeHours = ReturnType<typeof hoursOf>;
type AttorneyFile = z.infer<typeof attorneySchema> & { id: string };
export type Firm = ReturnType<typeof firmOf>;

/** The firm's facts in one language: what the pages of that language receive. */
export function localizedFirm(lang: Lang) {
  const address = localize(firm.address, lang);
  const { registrationNumber, ...bar } = localize(firm.bar, lang);
  return {
    name: firm.name[lang],
    legalName: firm.legalName[lang],
    bar: { ...bar, registration: bar.registration.replace("{number}", registrationNumber) },
    phone: firm.phone,
    whatsapp: firm.whatsapp,
    email: firm.email,
    address: {
      ...address,
      /** District, city and country on one line, with the language's comma. */
      locality: [address.district, address.city, address.country].join(lang === "ar" ? "، " : ", "),
    },
    postalCode: firm.postalCode,
    countryCode: firm.countryCode,
    foundedYear: firm.foundedYear,
    geo: firm.geo,
    hours: firm.hours,
    /** The hours as text, formatted once here (at build) so a hydrating island shows the same. */
    officeHours: formatOfficeHours(lang, firm.hours),
    attorneys: firm.attorneys.map(({ portrait, ...attorney }) => ({
      ...localize(attorney, lang),
      /** The card's picture, or null for the initials. */
      portrait: portrait.image ? portraitImage(portrait.image, portrait.alt[lang] ?? "", "card") : null,
    })),
  };
}

export type LocalizedFirm = ReturnType<typeof localizedFirm>;

/** An attorney's id: the last part of their page's address. Every other id is a 404. */
export type AttorneyId = string;

/** The firm and its attorneys as one folder of content has them, with what is derived from them. */
function firmContent(dir: string) {
  const file = readContent("firm.json", firmSchema, dir);
  // The office hours come from this folder's week, whichever week the site serves now.
  const hours = hoursOf(file.workingWeek);
  const files = readCollection("attorneys", attorneySchema, dir);
  const bookable = files.filter((attorney) => attorney.bookable);
  return {
    attorneyFiles: files,
    firm: firmOf(file, files, hours),
    attorneyIds: files.map((attorney) => attorney.id) as readonly AttorneyId[],
    bookableAttorneyIds: bookable.map((attorney) => attorney.id) as readonly AttorneyId[],
    attorneyAvailability: Object.fromEntries(
      bookable.map(({ id, consultationHours, timeOff }) => [id, { consultationHours, timeOff }]),
    ) as Readonly<Record<AttorneyId, Availability>>,
  };
}
export type FirmContent = ReturnType<typeof firmContent>;

// Live bindings: the server swaps them all at once when a publish switches the site
// (./live.server.ts); a request reads them as they are when it runs.
const first = firmContent(contentDir);
/** The attorneys in the order the firm gives them, with every profile field. */
export let attorneyFiles = first.attorneyFiles;
export let firm = first.firm;
export let attorneyIds = first.attorneyIds;
/**
 * The attorneys a visitor may book, in the firm's order: "first available" chooses among these
 * only, and the server refuses any other (content/attorneys/<id>.json's `bookable`).
 */
export let bookableAttorneyIds = first.bookableAttorneyIds;
/**
 * When each bookable attorney takes consultations: their hours and days off (server only; the
 * free times the server offers already leave the rest out).
 */
export let attorneyAvailability = first.attorneyAvailability;

/** Reads the firm of another folder of content, without using it yet (throws a ContentError). */
export const readFirmContent = firmContent;

/** The server's step of a publish: the firm of the content it now serves (after the week). */
export function switchFirm(next: FirmContent) {
  ({ attorneyFiles, firm, attorneyIds, bookableAttorneyIds, attorneyAvailability } = next);
}

export function isAttorneyId(value: unknown): value is AttorneyId {
  return attorneyIds.includes(value as AttorneyId);
}

/**
 * The word before a lawyer's name in Arabic, agreeing with their gender: «المحامي» or
 * «المحامية» («المحامية رانيا حداد»). Empty for someone who is not a practising lawyer (no Bar
 * number: the professor, whose name carries his own title) and in English, which puts nothing
 * before a name.
 */
export function attorneyTitle(id: AttorneyId, lang: Lang): string {
  const attorney = attorneyFiles.find((entry) => entry.id === id);
  if (lang !== "ar" || !attorney?.bar.number) return "";
  return attorney.gender === "f" ? "المحامية" : "المحامي";
}

/** The name as a sentence names the person: «المحامية رانيا حداد», "Rania Haddad". */
export function attorneyWithTitle(id: AttorneyId, lang: Lang): string {
  const attorney = attorneyFiles.find((entry) => entry.id === id);
  if (!attorney) return "";
  return [attorneyTitle(id, lang), attorney.name[lang]].filter(Boolean).join(" ");
}

/** An attorney's grammatical gender, for the words that agree with it: «نفسه» or «نفسها». */
export function attorneyGender(id: AttorneyId): "m" | "f" {
  return attorneyFiles.find((entry) => entry.id === id)?.gender ?? "m";
}

/** Whom a consultation asked of this attorney is booked with: them, or whom their profile names. */
export function consultationAttorney(id: AttorneyId): AttorneyId {
  const attorney = attorneyFiles.find((entry) => entry.id === id);
  return attorney && !attorney.bookable && attorney.bookWith ? attorney.bookWith : id;
}
