import { ArrowRight, type LucideProps } from "lucide-react";

/** An arrow that points forward in the reading direction: right in English, left in Arabic. */
export function ForwardArrow({ className = "", ...props }: LucideProps) {
  return <ArrowRight aria-hidden="true" {...props} className={`rtl:-scale-x-100 ${className}`} />;
}
