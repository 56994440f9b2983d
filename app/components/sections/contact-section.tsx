import { Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSite } from "~/site-context";
import { Ltr } from "../ui/ltr";
import { SectionHeading } from "../ui/section-heading";
import { ContactFormIsland } from "./contact-form-island";
import { mailtoHref, telHref } from "~/lib/firm-links";

/** The home page's contact band: a short invitation, direct lines, and the form. */
export function ContactSection() {
  const { t } = useTranslation();
  const { firm } = useSite();
  return (
    <section
      id="contact"
      tabIndex={-1}
      aria-labelledby="contact-heading"
      className="bg-ivory-200 py-20 sm:py-28"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
        <div>
          <SectionHeading
            id="contact-heading"
            eyebrow={t("contact.eyebrow")}
            title={t("contact.heading")}
            intro={t("contact.intro")}
          />
          <ul className="mt-10 space-y-5">
            <li>
              <a
                href={telHref(firm)}
                className="flex items-center gap-4 text-lg font-semibold text-navy-900 hover:text-navy-700"
              >
                <span className="flex size-11 items-center justify-center rounded-full bg-navy-900 text-gold-300">
                  <Phone aria-hidden="true" className="size-5" />
                </span>
                <Ltr>{firm.phone.display}</Ltr>
              </a>
            </li>
            <li>
              <a
                href={mailtoHref(firm)}
                className="flex items-center gap-4 text-lg font-semibold text-navy-900 hover:text-navy-700"
              >
                <span className="flex size-11 items-center justify-center rounded-full bg-navy-900 text-gold-300">
                  <Mail aria-hidden="true" className="size-5" />
                </span>
                <Ltr>{firm.email}</Ltr>
              </a>
            </li>
          </ul>
        </div>
        <ContactFormIsland />
      </div>
    </section>
  );
}
