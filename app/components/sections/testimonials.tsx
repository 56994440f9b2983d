import { Quote, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SectionHeading } from "../ui/section-heading";

/** `testimonialRating`: the stars every testimonial shows (content/home.json). */
export function Testimonials({ testimonialRating }: { testimonialRating: number }) {
  const { t } = useTranslation();
  const items = t("testimonials.items", { returnObjects: true });
  return (
    <section
      aria-labelledby="testimonials-heading"
      className="bg-navy-900 py-20 text-white sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-heading"
          eyebrow={t("testimonials.eyebrow")}
          title={t("testimonials.heading")}
          tone="light"
          align="center"
        />
        <ul className="mt-14 grid gap-8 lg:grid-cols-3">
          {items.map((item, index) => (
            <li
              key={item.author}
              style={{ "--i": index, "--stagger": "0.1s" } as React.CSSProperties}
              className="reveal"
            >
              <figure className="flex h-full flex-col rounded-sm border border-white/10 bg-navy-800/60 p-8">
                <p
                  className="flex gap-1"
                  role="img"
                  aria-label={t("testimonials.rating", { rating: testimonialRating })}
                >
                  {Array.from({ length: testimonialRating }, (_, star) => (
                    <Star
                      key={star}
                      aria-hidden="true"
                      className="size-5 fill-gold-400 text-gold-400"
                    />
                  ))}
                </p>
                <Quote
                  aria-hidden="true"
                  className="mt-6 size-8 text-gold-400/60 rtl:-scale-x-100"
                />
                <blockquote className="mt-3 flex-1 text-lg leading-relaxed text-white/90">
                  {item.quote}
                </blockquote>
                <figcaption className="mt-6 border-t border-white/10 pt-5">
                  <span className="block font-semibold text-white">{item.author}</span>
                  <span className="block text-sm text-white/70">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
