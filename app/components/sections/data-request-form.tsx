import { useTranslation } from "react-i18next";
import type { Lang } from "~/i18n/locales";
import { requestFormAnchor } from "~/i18n/paths";
import { submitButtonClass } from "./form-styles";

/** The words the form shows, from content/mails/data-requests.json. */
export interface DataRequestWords {
  kinds: Record<"access" | "correction" | "erasure" | "objection" | "portability", string>;
  form: {
    heading: string;
    intro: string;
    email: string;
    emailHint: string;
    kind: string;
    details: string;
    detailsHint: string;
    submit: string;
  };
}

const control =
  "mt-2 block w-full rounded-sm border border-slate-400 bg-white px-4 py-3 text-base text-slate-900 shadow-xs focus:border-navy-700 focus:ring-2 focus:ring-navy-700/20 focus:outline-none";

/**
 * The privacy page's form for a request about one's personal data (issue 35): a plain form the
 * server answers with a page, so it works without JavaScript. The server mails a link to the
 * address first and acts only once it is opened; what goes wrong comes back filled in, marked.
 */
export function DataRequestForm({ lang, words }: { lang: Lang; words: DataRequestWords }) {
  const { form } = words;
  const { t } = useTranslation();
  return (
    <section
      id={requestFormAnchor}
      aria-labelledby={`${requestFormAnchor}-heading`}
      className="mt-12 scroll-mt-6 rounded-sm border border-navy-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2
        id={`${requestFormAnchor}-heading`}
        className="font-display text-2xl leading-snug font-semibold text-navy-900 sm:text-[1.75rem]"
      >
        {form.heading}
      </h2>
      <p className="mt-4">{form.intro}</p>
      {/* The server answers a mistake in the page's language, with what was typed kept; the
          browser's own bubbles would speak its language, not the page's. */}
      <form
        method="post"
        action="/api/privacy-request"
        className="mt-6 space-y-6"
        noValidate
        data-switch-loses={t("contact.form.switchLoses")}
      >
        <input type="hidden" name="lang" value={lang} />
        <div>
          <label htmlFor="request-email" className="block text-sm font-semibold text-slate-800">
            {form.email}
          </label>
          <input
            id="request-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            dir="ltr"
            aria-describedby="request-email-hint"
            className={`${control} rtl:text-end`}
          />
          <p id="request-email-hint" className="mt-2 text-sm text-slate-600">
            {form.emailHint}
          </p>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{form.kind}</legend>
          <div className="mt-2 space-y-2">
            {(Object.keys(words.kinds) as (keyof DataRequestWords["kinds"])[]).map((kind) => (
              <div key={kind} className="flex items-start gap-3">
                <input
                  id={`request-kind-${kind}`}
                  type="radio"
                  name="kind"
                  value={kind}
                  required
                  className="mt-1.5 size-4 shrink-0 accent-navy-900"
                />
                <label htmlFor={`request-kind-${kind}`}>{words.kinds[kind]}</label>
              </div>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="request-details" className="block text-sm font-semibold text-slate-800">
            {form.details}
          </label>
          <textarea
            id="request-details"
            name="details"
            rows={4}
            maxLength={2000}
            dir="auto"
            aria-describedby="request-details-hint"
            className={control}
          />
          <p id="request-details-hint" className="mt-2 text-sm text-slate-600">
            {form.detailsHint}
          </p>
        </div>
        <button type="submit" className={submitButtonClass}>
          {form.submit}
        </button>
      </form>
    </section>
  );
}
