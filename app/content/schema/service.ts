import { z } from "zod";
import { bi, order } from "./fields";

/** The icons a service card may show (drawn by app/components/sections/services-grid.tsx). */
export const serviceIconNames = [
  "chart-candlestick",
  "handshake",
  "landmark",
  "merge",
  "shield-check",
  "house",
  "gavel",
  "lightbulb",
  "briefcase",
  "scale",
  "door-open",
  "key-round",
  "umbrella",
  "briefcase-business",
  "folder-kanban",
  "hand-coins",
  "stamp",
  "building-2",
  "scroll",
  "languages",
] as const;

/** content/services/<id>.json: one card of the services page; the file's name is its id. */
export const serviceSchema = z.strictObject({
  order,
  icon: z.enum(serviceIconNames, { error: `must be one of ${serviceIconNames.join(", ")}` }),
  /** "exclusive": the flagship, badged; "featured": set apart without a badge. */
  highlight: z.enum(["none", "exclusive", "featured"], {
    error: "must be none, exclusive or featured",
  }),
  title: bi(),
  /** One or two sentences for a prospective client. */
  description: bi(),
});

export type ServiceFile = z.infer<typeof serviceSchema>;
export type ServiceIcon = (typeof serviceIconNames)[number];
