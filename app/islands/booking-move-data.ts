import type { Messages } from "~/i18n/messages";
import type { IslandData } from "./island-data";

/** What the "Choose another time" page needs in the browser: its words and the picker's. */
export type BookingMoveData = IslandData<BookingMoveMessages>;

export interface BookingMoveMessages {
  move: Messages["move"];
  /** The picker's words, its errors and the meeting modes' names. */
  contact: { form: Pick<Messages["contact"]["form"], "booking" | "errors"> };
}

export function bookingMoveMessages(messages: Messages): BookingMoveMessages {
  return {
    move: messages.move,
    contact: {
      form: { booking: messages.contact.form.booking, errors: messages.contact.form.errors },
    },
  };
}
