/** The firm's mark: a monogram in a gold-ruled square beside the name. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-3">
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-10 shrink-0">
        <rect
          x="1"
          y="1"
          width="38"
          height="38"
          rx="2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          className="text-gold-400"
        />
        <path
          d="M12 29V11l16 18V11"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="square"
          className="text-white"
        />
      </svg>
      <span className="font-display text-lg leading-tight font-semibold tracking-wide text-white">
        {name}
      </span>
    </span>
  );
}
