import {
  Award,
  BriefcaseBusiness,
  Building2,
  ChartCandlestick,
  FilePen,
  FileText,
  Lightbulb,
  Scale,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { ServiceFamily } from "~/contact/schema";

/** The spec's home statistics: number, label (a message key) and icon. */
export const homeStats = [
  { value: 40, label: "years", icon: Scale },
  { value: 500, label: "cases", icon: Award },
  { value: 1000, label: "clients", icon: Users },
] as const satisfies readonly { value: number; label: string; icon: LucideIcon }[];

/** The six service families, in the spec's order; trading is the firm's flagship. */
export const homeServices: readonly {
  family: ServiceFamily;
  icon: LucideIcon;
  highlighted?: boolean;
}[] = [
  { family: "corporate", icon: Building2 },
  { family: "contract", icon: FilePen },
  { family: "trading", icon: ChartCandlestick, highlighted: true },
  { family: "consulting", icon: Lightbulb },
  { family: "document", icon: FileText },
  { family: "business", icon: BriefcaseBusiness },
];

/** Every testimonial has five stars, as the spec says. */
export const testimonialRating = 5;
