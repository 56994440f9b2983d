/**
 * A mail's body as a few kinds of block, written once and rendered as both text and HTML
 * through the one mail layout (server/mail/layout.tsx).
 */
export type Block =
  | { p: string }
  | { rows: readonly (readonly [string, string])[] }
  /** A sentence and a button to one link; `label` is the button's word ("Cancel"). */
  | { lead: string; href: string; label?: string }
  /** Buttons side by side, the first the main action: Confirm, Decline. */
  | { actions: readonly { label: string; href: string }[] }
  | { quote: string }
  /** Someone's text kept as written (line breaks and all), e.g. the visitor's message to the firm. */
  | { pre: string };
