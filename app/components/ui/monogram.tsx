/** The portrait placeholder: the attorney's initials on a navy panel ruled in gold. */
export function Monogram({ initials, size = "md" }: { initials: string; size?: "md" | "lg" }) {
  return (
    <div
      aria-hidden="true"
      className={`hero-pattern relative flex items-center justify-center bg-navy-900 ${size === "lg" ? "aspect-[4/5]" : "aspect-[4/3]"}`}
    >
      <span
        className={`flex items-center justify-center rounded-full border border-gold-400/70 font-display font-semibold text-gold-200 ${
          size === "lg" ? "size-40 text-5xl" : "size-28 text-4xl"
        }`}
      >
        {initials}
      </span>
    </div>
  );
}
