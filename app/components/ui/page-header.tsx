/** The navy band that opens every inner page: eyebrow, the page's one h1, and an intro. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="hero-pattern bg-navy-900 text-white">
      <div className="mx-auto max-w-7xl px-4 pt-32 pb-16 sm:px-6 sm:pt-40 sm:pb-20 lg:px-8">
        {children}
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-[0.16em] text-gold-300 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-4 max-w-4xl font-display text-4xl leading-tight font-semibold text-balance sm:text-5xl">
          {title}
        </h1>
        {intro ? (
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-white/85">{intro}</p>
        ) : null}
      </div>
      <div
        aria-hidden="true"
        className="h-1 bg-gradient-to-r from-gold-600 via-gold-300 to-gold-600"
      />
    </section>
  );
}
