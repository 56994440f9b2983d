/**
 * People's requests about their personal data (issue 35): the privacy page's form and its proof
 * link, the copy behind a signed link, the mails, the deadline in the firm's working days and
 * its reminders. The desk answers them through `answer`; other folders import from here only.
 */
export { answerWorkingDays, requestCopy, longDay } from "./copy";
export { ammanDay, dueOn, workingDaysLeft } from "./deadline";
export { requestComposers, requestMailKinds } from "./mails";
export { type Answer, answer, enter, holdings, remindOpen } from "./requests";
export { registerDataRequests } from "./route";
export {
  type DataRequest,
  proofValidMs,
  requestKinds,
  requestOutcomes,
  requestSources,
  type RequestView,
  requestViews,
} from "./store";
