import type { ReactNode } from "react";
import type { LegalBlock as Block, Processors } from "~/content/legal-document";
import { fillFirm } from "~/i18n/firm-text";
import { useSite } from "~/site-context";
import { PageHeader } from "../ui/page-header";
import { TableOfContents } from "../ui/table-of-contents";
import { RichText } from "./rich-text";

export interface LegalDocumentCopy {
  header: { eyebrow: string; title: string; intro: string };
  updatedLabel: string;
  summary: { heading: string; items: string[] };
  tocHeading: string;
  sections: { id: string; heading: string; body: Block[] }[];
}

/**
 * A long legal page (privacy policy, terms of service): a table of contents beside the text,
 * which keeps to a readable measure, with its date of last change.
 */
export function LegalDocument({
  copy,
  updated,
  appendix,
}: {
  copy: LegalDocumentCopy;
  updated: { iso: string; text: string };
  /** A last section after the text, in the contents too (the privacy page's request form). */
  appendix?: { id: string; heading: string; content: ReactNode };
}) {
  const { lang, firm } = useSite();

  return (
    <>
      <PageHeader
        eyebrow={copy.header.eyebrow}
        title={copy.header.title}
        intro={fillFirm(copy.header.intro, firm, lang)}
      />
      <div className="bg-ivory py-14 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:px-8">
          <TableOfContents
            headingId="toc-heading"
            heading={copy.tocHeading}
            items={[
              ...copy.sections.map((section) => ({ id: section.id, text: section.heading })),
              ...(appendix ? [{ id: appendix.id, text: appendix.heading }] : []),
            ]}
            className="lg:sticky lg:top-28 lg:self-start"
          />

          <article className="max-w-[70ch] text-base leading-relaxed text-slate-700 sm:text-[1.0625rem] rtl:leading-[1.85]">
            <p className="text-sm text-slate-600">
              {copy.updatedLabel}: <time dateTime={updated.iso}>{updated.text}</time>
            </p>

            <section
              aria-labelledby="summary-heading"
              className="mt-6 rounded-sm border-s-4 border-gold-500 bg-white p-6 shadow-sm sm:p-8"
            >
              <h2 id="summary-heading" className="font-display text-xl font-semibold text-navy-900">
                {copy.summary.heading}
              </h2>
              <ul className="mt-4 list-disc space-y-2 ps-5 marker:text-gold-700">
                {copy.summary.items.map((item) => (
                  <li key={item}>
                    <RichText text={item} />
                  </li>
                ))}
              </ul>
            </section>

            {copy.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="mt-12 scroll-mt-6"
              >
                <h2
                  id={`${section.id}-heading`}
                  className="font-display text-2xl leading-snug font-semibold text-navy-900 sm:text-[1.75rem]"
                >
                  {section.heading}
                </h2>
                {section.body.map((block, index) => (
                  <LegalBlock key={index} block={block} />
                ))}
              </section>
            ))}
            {appendix?.content}
          </article>
        </div>
      </div>
    </>
  );
}

function LegalBlock({ block }: { block: Block }) {
  if (typeof block === "string") {
    return (
      <p className="mt-4">
        <RichText text={block} />
      </p>
    );
  }
  if ("list" in block) {
    return (
      <ul className="mt-4 list-disc space-y-2 ps-6 marker:text-gold-700">
        {block.list.map((item) => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  }
  if ("processors" in block) return <ProcessorList processors={block.processors} />;
  return (
    <dl className="mt-5 divide-y divide-navy-100 border-y border-navy-100">
      {block.definitions.map(({ term, detail }) => (
        <div key={term} className="grid gap-1 py-3 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-6">
          <dt className="font-semibold text-navy-900">{term}</dt>
          <dd>
            <RichText text={detail} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Each provider with what it does, then who it is, where it keeps the data and the basis for a transfer. */
function ProcessorList({ processors: { labels, items } }: { processors: Processors }) {
  const facts = ["provider", "country", "transfer"] as const;
  return (
    <dl className="mt-5 divide-y divide-navy-100 border-y border-navy-100">
      {items.map((item) => (
        <div
          key={item.service}
          className="grid gap-1 py-3 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-6"
        >
          <dt className="font-semibold text-navy-900">{item.service}</dt>
          <dd>
            <dl className="space-y-1">
              {facts.map((fact) => (
                <div key={fact}>
                  <dt className="inline font-medium text-slate-800">{labels[fact]}: </dt>
                  <dd className="inline">
                    <RichText text={item[fact]} />
                  </dd>
                </div>
              ))}
            </dl>
          </dd>
        </div>
      ))}
    </dl>
  );
}
