/** A page's contents beside its text: a heading and the links to its sections, in order. */
export function TableOfContents({
  headingId,
  heading,
  items,
  className = "",
}: {
  headingId: string;
  heading: string;
  items: readonly { id: string; text: string }[];
  className?: string;
}) {
  return (
    <nav aria-labelledby={headingId} className={className}>
      <h2
        id={headingId}
        className="text-sm font-semibold tracking-[0.14em] text-gold-700 uppercase rtl:tracking-normal"
      >
        {heading}
      </h2>
      <ol className="mt-4 border-s border-navy-100 text-sm">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="-ms-px block border-s-2 border-transparent py-1.5 ps-4 text-slate-700 hover:border-gold-500 hover:text-navy-900"
            >
              {item.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
