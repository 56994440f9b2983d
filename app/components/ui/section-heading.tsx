interface SectionHeadingProps {
  id?: string;
  eyebrow: string;
  title: string;
  intro?: string;
  /** On a dark band the heading turns light. */
  tone?: "light" | "dark";
  align?: "start" | "center";
  as?: "h1" | "h2";
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = "dark",
  align = "start",
  as: Tag = "h2",
}: SectionHeadingProps) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      <p
        className={`text-sm font-semibold tracking-[0.14em] uppercase ${tone === "light" ? "text-gold-300" : "text-gold-700"}`}
      >
        {eyebrow}
      </p>
      <Tag
        id={id}
        className={`mt-3 font-display text-3xl leading-tight font-semibold text-balance sm:text-4xl ${
          tone === "light" ? "text-white" : "text-navy-900"
        }`}
      >
        {title}
      </Tag>
      {intro ? (
        <p
          className={`mt-4 text-lg leading-relaxed ${tone === "light" ? "text-white/80" : "text-slate-600"}`}
        >
          {intro}
        </p>
      ) : null}
    </div>
  );
}
