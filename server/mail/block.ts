/**
 * A mail's body as a few kinds of block, written once and rendered as both text and HTML
 * through the one mail layout (server/mail/layout.tsx).
 */
export type Block =
  | { p: string }
  | { rows: readonly (readonly [string, string])[] }
  /**
   * A sentence and a button to one link; `label` is the button's word ("Cancel"). A `secondary`
   * button is drawn in outline, as Decline is beside Confirm: a step aside from what the mail is
   * for (the map, another time, a cancellation, a release), so that it does not call as loudly.
   */
  | { lead: string; href: string; label?: string; secondary?: boolean }
  /**
   * Buttons side by side, the first the main action (Confirm, Decline); `secondary`, all in
   * outline, where none is the mail's main step (Google Calendar, Outlook).
   */
  | { actions: readonly { label: string; href: string }[]; secondary?: boolean }
  | { quote: string }
  /** Someone's text kept as written (line breaks and all), e.g. the visitor's message to the firm. */
  | { pre: string };
