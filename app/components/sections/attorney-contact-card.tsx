import { CalendarCheck, ContactRound, Mail, Phone } from "lucide-react";
import type { ProfilePageData } from "~/content/attorney-pages";
import { useSite } from "~/site-context";
import { ButtonLink, buttonClass } from "../ui/button-link";
import { Ltr } from "../ui/ltr";
import { mailtoHref, telHref } from "~/lib/firm-links";

interface AttorneyContactCardProps {
  text: ProfilePageData["text"]["contact"];
  /** Where Schedule Consultation leads: the booking, with the attorney who takes it chosen. */
  booking: string;
  email: string;
  vcard: ProfilePageData["vcard"];
  /** Who holds the consultations, when not this person (see attorney.tsx); said by the button. */
  consultationsWith?: string | null;
}

const linkClass =
  "font-semibold break-all text-navy-900 underline decoration-gold-500 decoration-1 underline-offset-4 hover:text-navy-700 hover:decoration-2";

/** How to reach the attorney: email, the firm's phone, a consultation, and a vCard to keep. */
export function AttorneyContactCard({
  text,
  booking,
  email,
  vcard,
  consultationsWith,
}: AttorneyContactCardProps) {
  const { firm } = useSite();
  return (
    <section
      aria-labelledby="contact-card-heading"
      className="rounded-sm border border-t-4 border-navy-100 border-t-gold-400 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-card-heading" className="font-display text-2xl font-semibold text-navy-900">
        {text.heading}
      </h2>
      <ul className="mt-6 space-y-5">
        <li className="flex gap-4">
          <Mail
            aria-hidden="true"
            strokeWidth={1.5}
            className="mt-0.5 size-5 shrink-0 text-gold-600"
          />
          <div className="min-w-0">
            <p className="text-sm text-slate-600">{text.email}</p>
            <a href={mailtoHref({ email })} className={linkClass}>
              <Ltr>{email}</Ltr>
            </a>
          </div>
        </li>
        <li className="flex gap-4">
          <Phone
            aria-hidden="true"
            strokeWidth={1.5}
            className="mt-0.5 size-5 shrink-0 text-gold-600"
          />
          <div className="min-w-0">
            <p className="text-sm text-slate-600">{text.phone}</p>
            <a href={telHref(firm)} className={linkClass}>
              <Ltr>{firm.phone.display}</Ltr>
            </a>
          </div>
        </li>
      </ul>
      <div className="mt-8 flex flex-col gap-3">
        <ButtonLink
          to={booking}
          variant="navy"
          aria-describedby={consultationsWith ? "consultations-with" : undefined}
        >
          <CalendarCheck aria-hidden="true" className="size-5" />
          {text.schedule}
        </ButtonLink>
        {consultationsWith ? (
          <p id="consultations-with" className="text-sm leading-relaxed text-slate-700">
            {consultationsWith}
          </p>
        ) : null}
        {/* A file, not a page: a plain link, so the router leaves it to the browser. */}
        <a
          href={vcard.href}
          download={vcard.fileName}
          aria-describedby="vcard-note"
          className={buttonClass("outlineDark")}
        >
          <ContactRound aria-hidden="true" className="size-5" />
          {text.saveContact}
        </a>
        <p id="vcard-note" className="text-center text-sm text-slate-600">
          {text.saveContactNote}
        </p>
      </div>
    </section>
  );
}
