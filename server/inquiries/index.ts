/**
 * The inquiry capability's door: the contact form's endpoint, the inquiries it stores, the
 * firm's mail and the visitor's acknowledgment about each, and a person's data. Other folders
 * import from here, never from the files behind it (eslint).
 */
export { acknowledgmentKind, firmMailKind } from "../mail-kinds";
export { composeInquiryMail, serviceLabel } from "./firm-mail";
export { inquiryComposers } from "./mails";
export { erasePerson, type PersonData, personCounts, personData, upcoming } from "./person";
export { registerContact } from "./route";
export { inquiryStore, newInquiryId, type StoredInquiry } from "./store";
