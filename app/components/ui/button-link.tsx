import { Link, type LinkProps } from "react-router";

const variants = {
  /** Gold on navy: the one call to action of a band. */
  gold: "bg-gold-400 text-navy-950 hover:bg-gold-300",
  navy: "bg-navy-900 text-white hover:bg-navy-800",
  /** A quiet outline for the second action on a dark band. */
  outlineLight: "border border-white/40 text-white hover:border-gold-300 hover:text-gold-200",
  outlineDark:
    "border border-navy-900/30 text-navy-900 hover:border-navy-900 hover:bg-navy-900 hover:text-white",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant, extra = "") {
  return `inline-flex min-h-12 items-center justify-center gap-2 rounded-sm px-6 py-3 text-base font-semibold transition-colors ${variants[variant]} ${extra}`;
}

export function ButtonLink({
  variant,
  className,
  ...props
}: LinkProps & { variant: ButtonVariant }) {
  return <Link {...props} className={buttonClass(variant, className)} />;
}
