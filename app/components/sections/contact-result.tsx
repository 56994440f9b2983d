import { CircleAlert, CircleCheck } from "lucide-react";
import { ButtonLink } from "../ui/button-link";
import { PageHeader } from "../ui/page-header";
import { RichText } from "./rich-text";

export interface ContactResultCopy {
  header: { eyebrow: string; title: string; intro: string };
  steps: { heading: string; items: string[] };
  note: string;
}

/**
 * Where the contact form lands without JavaScript: that the message was sent, or that it was not
 * and how to fix it. The steps are numbered because their order matters.
 */
export function ContactResult({
  copy,
  outcome,
  actions,
}: {
  copy: ContactResultCopy;
  outcome: "sent" | "not-sent";
  actions: { primary: { label: string; to: string }; secondary: { label: string; to: string } };
}) {
  const Icon = outcome === "sent" ? CircleCheck : CircleAlert;
  return (
    <>
      <PageHeader eyebrow={copy.header.eyebrow} title={copy.header.title} intro={copy.header.intro}>
        <Icon aria-hidden="true" className="mb-6 size-12 text-gold-300" strokeWidth={1.5} />
      </PageHeader>
      <section aria-labelledby="result-steps-heading" className="bg-ivory py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <h2
            id="result-steps-heading"
            className="font-display text-2xl font-semibold text-navy-900 sm:text-3xl"
          >
            {copy.steps.heading}
          </h2>
          <ol className="mt-8 space-y-5">
            {copy.steps.items.map((item, index) => (
              <li key={item} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-semibold text-gold-200"
                >
                  {index + 1}
                </span>
                <p className="min-w-0 pt-1 text-lg leading-relaxed text-slate-700">
                  <RichText text={item} />
                </p>
              </li>
            ))}
          </ol>
          <p className="mt-10 rounded-sm border-s-4 border-gold-500 bg-white p-6 text-lg leading-relaxed text-slate-700 shadow-sm">
            <RichText text={copy.note} />
          </p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <ButtonLink variant="navy" to={actions.primary.to}>
              {actions.primary.label}
            </ButtonLink>
            <ButtonLink variant="outlineDark" to={actions.secondary.to}>
              {actions.secondary.label}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
