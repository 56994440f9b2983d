/** The firm's mark: an N in a gold-ruled square. Finer lines at larger sizes. */
export function FirmMark({ className, fine = false }: { className: string; fine?: boolean }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <rect
        x="1"
        y="1"
        width="38"
        height="38"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth={fine ? 1 : 1.5}
        className="text-gold-400"
      />
      <path
        d="M12 29V11l16 18V11"
        fill="none"
        stroke="currentColor"
        strokeWidth={fine ? 1.75 : 2.25}
        strokeLinecap="square"
        className="text-white"
      />
    </svg>
  );
}

/** The mark beside the firm's name, as the header and footer show it. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-3">
      <FirmMark className="size-10 shrink-0" />
      <span className="font-display text-lg leading-tight font-semibold tracking-wide text-white">
        {name}
      </span>
    </span>
  );
}
