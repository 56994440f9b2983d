import { Link } from "react-router";
import { ForwardArrow } from "../ui/directional";

export interface InsightCardData {
  slug: string;
  path: string;
  title: string;
  summary: string;
  date: { iso: string; text: string };
  readingTime: string;
  author: string;
  areas: { id: string; title: string }[];
}

/** One article in a list: its practice areas, title (the link), summary, author, date, length. */
export function InsightCard({
  article,
  heading: Heading,
  readMore,
}: {
  article: InsightCardData;
  heading: "h2" | "h3";
  readMore: string;
}) {
  return (
    <article className="group relative flex h-full flex-col rounded-sm border border-navy-100 bg-white p-6 transition-shadow hover:shadow-lg sm:p-8">
      <p className="text-xs font-semibold tracking-[0.12em] text-gold-700 uppercase rtl:tracking-normal">
        {article.areas.map((area) => area.title).join(" · ")}
      </p>
      <Heading className="mt-3 font-display text-xl leading-snug font-semibold text-navy-900 text-balance">
        {/* The whole card is the link's target, for a finger; the title is its name. */}
        <Link
          to={article.path}
          className="after:absolute after:inset-0 after:content-[''] group-hover:text-navy-700"
        >
          {article.title}
        </Link>
      </Heading>
      <p className="mt-3 leading-relaxed text-slate-600">{article.summary}</p>
      {/* The author on a line of their own, so no line ends on a separator however the card wraps. */}
      <p className="mt-auto pt-5 text-sm text-slate-600">
        <span className="block font-medium text-navy-800">{article.author}</span>
        <span className="mt-1 flex flex-wrap gap-x-3">
          <time dateTime={article.date.iso}>{article.date.text}</time>
          <span className="whitespace-nowrap">
            <span aria-hidden="true" className="me-3">
              ·
            </span>
            {article.readingTime}
          </span>
        </span>
      </p>
      <span
        aria-hidden="true"
        className="mt-4 flex items-center gap-2 text-sm font-semibold text-navy-800"
      >
        {readMore}
        <ForwardArrow className="size-4" />
      </span>
    </article>
  );
}
