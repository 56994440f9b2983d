import type { Lang } from "~/i18n/locales";
import { localize } from "./bilingual";
import { type AttorneyId, attorneyFiles } from "./firm";

/**
 * Each attorney's profile in one language, keyed by id; the profile fields live in the
 * attorney's own file in content/attorneys/ beside the name, title and email.
 */
export interface AttorneyProfile {
  /** One line under the name: what the attorney is retained for. */
  specializations: string;
  /** Time in practice, in words, beside the title badge. */
  experience: string;
  /** Two or three paragraphs. */
  biography: string[];
  education: { degree: string; institution: string; year: number }[];
  /** Newest first; `end: null` means to the present day. */
  career: { role: string; organization: string; start: number; end: number | null }[];
  /** The spec's data shape: one comma-separated string, split into items for display. */
  expertiseList: string;
  achievements: string[];
  positions: string[];
  certifications: string[];
  metaDescription: string;
}

function profile(
  {
    specializations,
    experience,
    biography,
    education,
    career,
    expertiseList,
    achievements,
    positions,
    certifications,
    metaDescription,
  }: (typeof attorneyFiles)[number],
  lang: Lang,
): AttorneyProfile {
  return localize(
    {
      specializations,
      experience,
      biography,
      education,
      career: career.map(({ end, ...role }) => ({ ...role, end: end ?? null })),
      expertiseList,
      achievements,
      positions,
      certifications,
      metaDescription,
    },
    lang,
  );
}

export const attorneyProfiles: Record<
  AttorneyId,
  Record<Lang, AttorneyProfile>
> = Object.fromEntries(
  attorneyFiles.map((file) => [file.id, { en: profile(file, "en"), ar: profile(file, "ar") }]),
);
