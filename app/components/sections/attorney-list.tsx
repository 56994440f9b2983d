import { AttorneyGrid } from "./attorney-card";

/** The attorney list: the firm's three attorneys, each card linking to the profile. */
export function AttorneyList({
  viewProfile,
  profileLink,
}: {
  viewProfile: string;
  profileLink: string;
}) {
  return (
    <section className="bg-ivory py-16 sm:py-24">
      <AttorneyGrid
        className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"
        label={(name) => viewProfile.replace("{name}", name)}
        heading="h2"
        more={profileLink}
      />
    </section>
  );
}
