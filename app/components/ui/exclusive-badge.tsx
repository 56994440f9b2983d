/** The gold tab on the flagship trading-law card, at its top end corner. */
export function ExclusiveBadge({ label }: { label: string }) {
  return (
    <span className="absolute -top-3 inset-e-6 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold tracking-[0.12em] text-navy-950 uppercase">
      {label}
    </span>
  );
}
