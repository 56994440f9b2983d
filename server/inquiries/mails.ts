import type { Composer } from "../mail/outbox";
import type { Store } from "../store";
import { composeInquiryMail } from "./firm-mail";
import { firmMailKind } from "./store";

/** Where the site's mails go and what they link to. */
export interface MailContext {
  /** The firm's address(es): MAIL_TO. */
  firmTo: string;
  /** The public origin, for links and Message-IDs. */
  siteUrl: string;
}

/** The mails about an inquiry, by kind. */
export function inquiryComposers(store: Store, context: MailContext): Record<string, Composer> {
  return {
    [firmMailKind]: (message) => {
      const inquiry = store.inquiries.get(message.recordId);
      return inquiry
        ? composeInquiryMail(inquiry, { to: context.firmTo, siteUrl: context.siteUrl })
        : null;
    },
  };
}
