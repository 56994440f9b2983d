import { z } from "zod";
import { serviceFamilies } from "../../contact/fields";
import { bi, list, whole } from "./fields";

/** The icons a home statistic or service family may show (drawn by the home sections). */
export const homeIconNames = [
  "scale",
  "award",
  "users",
  "building-2",
  "file-pen",
  "chart-candlestick",
  "lightbulb",
  "file-text",
  "briefcase-business",
] as const;
const icon = z.enum(homeIconNames, { error: `must be one of ${homeIconNames.join(", ")}` });

/** Said beside every switch of a claim: why the firm may have to switch it off. */
const barRule =
  "The Bar's code of conduct restricts lawyers' advertising and soliciting, and claims like this one: keep it only if the Bar permits it.";

/** Whether the site makes one claim the Bar's rules restrict (all on, as the spec has them). */
const claimSwitch = (what: string) =>
  z
    .boolean({
      error: (issue) => (issue.input === undefined ? "is missing" : "must be true or false"),
    })
    .describe(`${what} ${barRule}`);

/** content/home.json: the hero, the statistics, the six service families, testimonials, about. */
export const homeSchema = z.strictObject({
  statistics: list(
    z.strictObject({
      value: whole.min(0),
      label: z.enum(["years", "cases", "clients"]),
      icon,
      shown: claimSwitch("Untick to take this statistic off the home page (with none left, the band goes)."),
    }),
  ),
  families: list(z.strictObject({ family: z.enum(serviceFamilies), icon, highlighted: z.boolean() })),
  testimonialRating: whole.min(1).max(5),
  /** The spec's claims that the Bar's rules may not allow, each shown unless switched off here. */
  claims: z
    .strictObject({
      firstInJordan: claimSwitch(
        "“The first firm in Jordan with specialists…”: the line that opens the hero's text and the flagship card's on the services page.",
      ),
      exclusiveBadge: claimSwitch(
        "The EXCLUSIVE badge on the highlighted card, on the home and services pages (the card stays highlighted).",
      ),
      testimonialsSection: claimSwitch("The clients' testimonials and their stars on the home page."),
      freeConsultation: claimSwitch(
        "“The consultation is free of charge.” in the booking part of the contact form (a fee, when set, is always stated).",
      ),
    })
    .describe(
      "Claims from the site's specification that the Bar's code of conduct on lawyers' advertising and soliciting restricts: each is made while ticked. Untick those the Bar does not permit.",
    ),
  text: z.strictObject({
    hero: z.strictObject({
      eyebrow: bi(),
      title: bi(),
      /** The claim line, said before the subtitle while `claims.firstInJordan` is on. */
      claim: bi(),
      subtitle: bi(),
      primaryCta: bi(),
      secondaryCta: bi(),
      /** The panel of each attorney's next free consultation time, beside the hero's text. */
      nextTimes: z.strictObject({
        heading: bi(),
        zone: bi(),
        see: bi(),
        none: bi(),
        other: bi(),
      }),
    }),
    stats: z.strictObject({
      heading: bi(),
      years: bi(),
      cases: bi(),
      clients: bi(),
    }),
    services: z.strictObject({
      eyebrow: bi(),
      heading: bi(),
      intro: bi(),
      exclusive: bi(),
      viewAll: bi(),
      items: z.strictObject({
        corporate: z.strictObject({
          title: bi(),
          description: bi(),
        }),
        contract: z.strictObject({
          title: bi(),
          description: bi(),
        }),
        trading: z.strictObject({
          title: bi(),
          description: bi(),
        }),
        consulting: z.strictObject({
          title: bi(),
          description: bi(),
        }),
        document: z.strictObject({
          title: bi(),
          description: bi(),
        }),
        business: z.strictObject({
          title: bi(),
          description: bi(),
        }),
      }),
    }),
    about: z.strictObject({
      eyebrow: bi(),
      heading: bi(),
      body: bi(),
      body2: bi(),
      points: z.strictObject({
        specialists: bi(),
        bilingual: bi(),
        direct: bi(),
      }),
      established: bi(),
      badgeValue: bi(),
      badgeLabel: bi(),
    }),
    team: z.strictObject({
      eyebrow: bi(),
      heading: bi(),
      intro: bi(),
      viewProfile: bi(),
      viewAll: bi(),
    }),
    testimonials: z.strictObject({
      eyebrow: bi(),
      heading: bi(),
      rating: bi(),
      items: list(
        z.strictObject({
          quote: bi(),
          author: bi(),
          role: bi(),
        }),
      ),
    }),
  }),
});

export type HomeFile = z.infer<typeof homeSchema>;
