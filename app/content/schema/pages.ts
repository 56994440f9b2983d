import { z } from "zod";
import { bi, list, whole } from "./fields";

/**
 * The words of the pages that are not a collection: each file's fields, every one in both
 * languages. Text may use the firm tokens of app/i18n/firm-text.ts ({firm}, {phone}…).
 */

/** A page's title and description for search engines and shared links. */
const meta = z.strictObject({ title: bi(), description: bi() });
/** The navy band that opens an inner page. */
const header = z.strictObject({ eyebrow: bi(), title: bi(), intro: bi() });

/** content/pages/attorneys.json: the attorney list's words and the words around every profile. */
export const attorneysPageSchema = z.strictObject({
  list: z.strictObject({
    meta,
    header,
    viewProfile: bi(),
    profileLink: bi(),
    /**
     * The block after the attorneys for whoever on the team is not a practising lawyer (not
     * bookable, no Bar number): its heading and what it says of them.
     */
    adviser: z.strictObject({
      heading: bi(),
      text: bi(),
    }),
    approach: z.strictObject({
      eyebrow: bi(),
      heading: bi(),
      intro: bi(),
      items: z.strictObject({
        expertise: z.strictObject({
          title: bi(),
          text: bi(),
        }),
        collaboration: z.strictObject({
          title: bi(),
          text: bi(),
        }),
        commitment: z.strictObject({
          title: bi(),
          text: bi(),
        }),
      }),
    }),
    cta: z.strictObject({
      heading: bi(),
      body: bi(),
      button: bi(),
    }),
  }),
  profile: z.strictObject({
    back: bi(),
    contact: z.strictObject({
      heading: bi(),
      email: bi(),
      phone: bi(),
      schedule: bi(),
      saveContact: bi(),
      saveContactNote: bi(),
      /**
       * By the profile's Schedule Consultation when its person takes no consultations and their
       * file names who does (bookWith): {name} is theirs, {attorney} that attorney's name (in
       * Arabic with «المحامي» or «المحامية»). One sentence for each gender of the person.
       */
      consultationsWith: z.strictObject({ m: bi(), f: bi() }),
    }),
    biography: bi(),
    statsHeading: bi(),
    stats: z.strictObject({
      years: bi(),
      cases: bi(),
      certifications: bi(),
    }),
    sections: z.strictObject({
      education: bi(),
      career: bi(),
      areas: bi(),
      achievements: bi(),
      positions: bi(),
      certifications: bi(),
    }),
    present: bi(),
    closing: z.strictObject({
      heading: bi(),
      body: bi(),
      button: bi(),
      attorneys: bi(),
    }),
  }),
  /** The numbers on every profile's stat cards (the spec makes them the same for each). */
  profileStats: z.strictObject({
    years: whole.min(0),
    cases: whole.min(0),
    certifications: whole.min(0),
  }),
});

/** content/pages/services.json: the services page around its cards. */
export const servicesPageSchema = z.strictObject({
  meta,
  header,
  exclusive: bi(),
  cta: z.strictObject({
    heading: bi(),
    body: bi(),
    button: bi(),
  }),
});

/** content/pages/contact.json. */
export const contactPageSchema = z.strictObject({
  meta,
  breadcrumb: bi(),
  header,
  form: z.strictObject({
    heading: bi(),
    intro: bi(),
  }),
  direct: z.strictObject({
    heading: bi(),
    phone: bi(),
    whatsapp: bi(),
    email: bi(),
    note: bi(),
  }),
  hours: z.strictObject({
    heading: bi(),
    days: bi(),
    byAppointment: bi(),
    note: bi(),
  }),
  location: z.strictObject({
    heading: bi(),
    intro: bi(),
    addressHeading: bi(),
    postalCode: bi(),
    mapTitle: bi(),
    openInMaps: bi(),
  }),
  visit: z.strictObject({
    heading: bi(),
    intro: bi(),
    items: z.strictObject({
      directions: z.strictObject({
        title: bi(),
        body: bi(),
      }),
      parking: z.strictObject({
        title: bi(),
        body: bi(),
      }),
      building: z.strictObject({
        title: bi(),
        body: bi(),
      }),
      meeting: z.strictObject({
        title: bi(),
        body: bi(),
      }),
    }),
  }),
});

/** content/pages/contact-sent*.json and contact-not-sent.json: where the plain form lands. */
export const contactResultSchema = z.strictObject({
  meta,
  header,
  steps: z.strictObject({
    heading: bi(),
    items: list(bi()),
  }),
  note: bi(),
  links: z.strictObject({
    primary: bi(),
    secondary: bi(),
  }),
});

export type AttorneysPageFile = z.infer<typeof attorneysPageSchema>;
export type ServicesPageFile = z.infer<typeof servicesPageSchema>;
export type ContactPageFile = z.infer<typeof contactPageSchema>;
export type ContactResultFile = z.infer<typeof contactResultSchema>;

/** content/pages/insights.json: the words of the Insights section around its articles. */
export const insightsPageSchema = z.strictObject({
  meta,
  header,
  filterHeading: bi(),
  allAreas: bi(),
  areaTitle: bi(),
  /** An area's page's search description: "{area}" is the area's name. */
  areaDescription: bi(),
  pageTitle: bi(),
  empty: bi(),
  pagination: z.strictObject({
    label: bi(),
    previous: bi(),
    next: bi(),
    page: bi(),
  }),
  by: bi(),
  published: bi(),
  updated: bi(),
  readingTime: z.strictObject({
    one: bi(),
    two: bi(),
    few: bi(),
    many: bi(),
  }),
  readMore: bi(),
  areasLabel: bi(),
  tocHeading: bi(),
  tableLabel: bi(),
  back: bi(),
  disclaimer: bi(),
  cta: z.strictObject({
    heading: bi(),
    body: bi(),
    button: bi(),
    /** The quieter link beside the button, to the author's profile ({name}), by their gender. */
    author: z.strictObject({ m: bi(), f: bi() }),
  }),
  byAttorney: z.strictObject({
    heading: bi(),
  }),
  feedTitle: bi(),
})
;

export type InsightsPageFile = z.infer<typeof insightsPageSchema>;
