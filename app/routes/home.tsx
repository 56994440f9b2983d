import { About } from "~/components/sections/about";
import { ClosingCta } from "~/components/sections/closing-cta";
import { ContactSection } from "~/components/sections/contact-section";
import { Hero } from "~/components/sections/hero";
import { PracticeFamilies } from "~/components/sections/practice-families";
import { Stats } from "~/components/sections/stats";
import { TeamPreview } from "~/components/sections/team-preview";
import { Testimonials } from "~/components/sections/testimonials";
import { homeFacts } from "~/content/home";
import { legalServiceJsonLd, routeMeta } from "~/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, (root, t) => ({
    path: "/",
    fullTitle: t("meta.home.title", { name: root.firm.name }),
    description: t("meta.home.description"),
    jsonLd: [legalServiceJsonLd(root)],
  }));

/** The home page's facts from content/home.json (its words come with the messages). */
export function loader() {
  return homeFacts;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { claims } = loaderData;
  // Each claim the Bar's rules restrict is made only while the firm leaves its switch on.
  return (
    <>
      <Hero claim={claims.firstInJordan} />
      <Stats statistics={loaderData.statistics} />
      <PracticeFamilies families={loaderData.families} badge={claims.exclusiveBadge} />
      <About />
      <TeamPreview />
      {claims.testimonialsSection ? (
        <Testimonials testimonialRating={loaderData.testimonialRating} />
      ) : null}
      <ContactSection />
      <ClosingCta />
    </>
  );
}
