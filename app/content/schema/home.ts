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


/** content/home.json: the hero, the statistics, the six service families, testimonials, about. */
export const homeSchema = z.strictObject({
  statistics: list(
    z.strictObject({
      value: whole.min(0),
      label: z.enum(["years", "cases", "clients"]),
      icon,
    }),
  ),
  families: list(z.strictObject({ family: z.enum(serviceFamilies), icon, highlighted: z.boolean() })),
  testimonialRating: whole.min(1).max(5),
  text: z.strictObject({
    hero: z.strictObject({
      eyebrow: bi(),
      title: bi(),
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
