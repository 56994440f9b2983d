import { useSite } from "~/site-context";
import { AttorneyGrid } from "./attorney-card";

type Attorney = ReturnType<typeof useSite>["firm"]["attorneys"][number];

/**
 * Whether the person is one of the firm's lawyers: bookable, or registered with the Bar. Whoever
 * is neither (the academic adviser: no consultations, no Bar number) is not presented as one.
 */
export const isPractising = (attorney: Attorney) =>
  attorney.bookable || Boolean(attorney.bar.number);

/**
 * The attorney list: the firm's lawyers, each card linking to the profile; then, in a block of
 * its own, whoever works with them without practising, under a heading that says so.
 */
export function AttorneyList({
  viewProfile,
  profileLink,
  adviser,
}: {
  viewProfile: string;
  profileLink: string;
  adviser: { heading: string; text: string };
}) {
  const { firm } = useSite();
  const label = (name: string) => viewProfile.replace("{name}", name);
  const notPractising = (attorney: Attorney) => !isPractising(attorney);
  return (
    <section className="bg-ivory py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <AttorneyGrid label={label} heading="h2" more={profileLink} only={isPractising} />
        {firm.attorneys.some(notPractising) ? (
          <section
            id="adviser"
            aria-labelledby="adviser-heading"
            className="mt-16 border-t border-navy-100 pt-12 sm:mt-20 sm:pt-16"
          >
            <h2
              id="adviser-heading"
              className="font-display text-2xl font-semibold text-navy-900 sm:text-3xl"
            >
              {adviser.heading}
            </h2>
            <p className="mt-3 max-w-3xl leading-relaxed text-slate-600">{adviser.text}</p>
            <AttorneyGrid
              className="mt-8"
              label={label}
              heading="h3"
              more={profileLink}
              only={notPractising}
            />
          </section>
        ) : null}
      </div>
    </section>
  );
}
