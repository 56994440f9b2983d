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
import type { homeIconNames } from "~/content/schema/home";

/** The icons content/home.json may name for a statistic or a service family. */
export const homeIcons = {
  scale: Scale,
  award: Award,
  users: Users,
  "building-2": Building2,
  "file-pen": FilePen,
  "chart-candlestick": ChartCandlestick,
  lightbulb: Lightbulb,
  "file-text": FileText,
  "briefcase-business": BriefcaseBusiness,
} satisfies Record<(typeof homeIconNames)[number], LucideIcon>;
