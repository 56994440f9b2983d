import type { Composer, MailContext } from "../mail";
import type { Store } from "../store";
import { acknowledgmentKind, firmMailKind } from "../mail-kinds";
import { acknowledgmentComposer } from "./ack-mail";
import { composeInquiryMail } from "./firm-mail";

/** The mails about an inquiry, by kind. */
export function inquiryComposers(store: Store, context: MailContext): Record<string, Composer> {
  return {
    [firmMailKind]: (message) => {
      const inquiry = store.inquiries.get(message.recordId);
      return inquiry
        ? composeInquiryMail(inquiry, {
            to: context.firmTo,
            siteUrl: context.siteUrl,
            lang: context.firmLanguage,
            booking: store.bookings.get(inquiry.id),
            secret: context.secret,
          })
        : null;
    },
    [acknowledgmentKind]: acknowledgmentComposer(store, context),
  };
}
