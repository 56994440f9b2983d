/** The profile's biography: a heading and two or three paragraphs. */
export function AttorneyBiography({
  heading,
  paragraphs,
}: {
  heading: string;
  paragraphs: string[];
}) {
  return (
    <section aria-labelledby="biography-heading">
      <h2 id="biography-heading" className="font-display text-3xl font-semibold text-navy-900">
        {heading}
      </h2>
      <div className="mt-6 max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
