import { attorneyPath } from "~/i18n/paths";
import { useSite } from "~/site-context";
import { AttorneyCard } from "./attorney-card";

/** The attorney list: the firm's three attorneys, each card linking to the profile. */
export function AttorneyList({
  viewProfile,
  profileLink,
}: {
  viewProfile: string;
  profileLink: string;
}) {
  const { lang, firm } = useSite();
  return (
    <section className="bg-ivory py-16 sm:py-24">
      <ul className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 md:grid-cols-3 lg:px-8">
        {firm.attorneys.map((attorney, index) => (
          <li
            key={attorney.id}
            style={{ "--i": index, "--stagger": "0.1s" } as React.CSSProperties}
            className="reveal"
          >
            <AttorneyCard
              attorney={attorney}
              to={attorneyPath(lang, attorney.id)}
              label={viewProfile.replace("{name}", attorney.name)}
              heading="h2"
              more={profileLink}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
