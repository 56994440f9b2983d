/**
 * The shape of the attorney pages, apart from their words (attorneys.ts): the approach items and
 * profile stats in order, with the icons and numbers no language changes, and what each language
 * must say.
 */

/** The approach section's three items, in order; each language gives the words. */
export const approachItems = [
  { id: "expertise", icon: "graduation-cap" },
  { id: "collaboration", icon: "users-round" },
  { id: "commitment", icon: "heart-handshake" },
] as const;

/** The profile's stat cards, in order; their numbers are content (content/pages/attorneys.json). */
export const profileStats = [
  { id: "years", icon: "scale" },
  { id: "cases", icon: "briefcase" },
  { id: "certifications", icon: "award" },
] as const;

export type ApproachIcon = (typeof approachItems)[number]["icon"];
export type StatIcon = (typeof profileStats)[number]["icon"];
export type ApproachId = (typeof approachItems)[number]["id"];
export type StatId = (typeof profileStats)[number]["id"];
export type ProfileSectionId =
  "education" | "career" | "areas" | "achievements" | "positions" | "certifications";

export interface CallToAction {
  heading: string;
  body: string;
  button: string;
}

export interface AttorneysPage {
  meta: { title: string; description: string };
  header: { eyebrow: string; title: string; intro: string };
  /** A card's accessible name; `{name}` is the attorney's name. */
  viewProfile: string;
  /** The visible line at the foot of each card. */
  profileLink: string;
  /** The block after the attorneys for who is not a practising lawyer (the academic adviser). */
  adviser: { heading: string; text: string };
  approach: {
    eyebrow: string;
    heading: string;
    intro: string;
    items: Record<ApproachId, { title: string; text: string }>;
  };
  cta: CallToAction;
}

/** The words around every profile: the same for each attorney. */
export interface ProfilePageText {
  back: string;
  contact: {
    heading: string;
    email: string;
    phone: string;
    schedule: string;
    saveContact: string;
    saveContactNote: string;
    /** Who holds the consultations of someone who takes none, by their gender. */
    consultationsWith: Record<"m" | "f", string>;
  };
  biography: string;
  statsHeading: string;
  stats: Record<StatId, string>;
  sections: Record<ProfileSectionId, string>;
  /** The end of a role that continues today. */
  present: string;
  closing: CallToAction & { attorneys: string };
}
