import { mailWords } from "../../app/content/mails.server";
import { fill } from "../../app/content/schema/template";
import { localize } from "../../app/i18n/paths";
import type { Lang } from "../../app/i18n/locales";
import { formatMailTime, visitorMail } from "../bookings";
import {
  type Block,
  type Composer,
  type MailContext,
  outboxMessageId,
  renderBlocks,
  siteHost,
} from "../mail";
import type { Store } from "../store";
import { proofKind } from "../mail-kinds";
import { copyPath, longDay, proofPath, requestCopy } from "./copy";
import type { DataRequest, RequestOutcome } from "./store";

/** The mails of people's data requests, by the outbox's kind. */
export const requestMailKinds = {
  /** To the address given: the link that proves it is theirs. */
  prove: proofKind,
  /** To the firm: a request was proven, with its deadline. */
  proven: "request.firm",
  /** To the firm: 5 working days left, then the last day (the dedupe says which). */
  reminder: "request.reminder.firm",
  /** To the person: the firm's answer (the params say which). */
  answer: "request.answer",
} as const;

/** What an answer mail carries: the outcome, the firm's note, and a copy link's last instant. */
export interface AnswerParams {
  outcome: RequestOutcome;
  note: string;
  until?: number;
}

/** A moment as the mails write it, with the zone it is in: the reader may be elsewhere. */
const inAmman = (at: number, lang: Lang) =>
  `${formatMailTime(at, lang)} (${mailWords[lang].ammanTime})`;

/** The person's mail for each answer: what was done, and for a copy the link to it. */
function answerBlocks(
  context: MailContext,
  lang: Lang,
  request: DataRequest,
  { outcome, note, until }: AnswerParams,
): { subject: string; blocks: Block[] } {
  const t = requestCopy[lang].mails;
  const ref = { ref: request.id };
  if (outcome === "copy") {
    const href = `${context.siteUrl}${copyPath(context.secret, request.id, until!)}`;
    const blocks: Block[] = [
      { lead: fill(t.copy.intro, { until: inAmman(until!, lang) }), href, label: t.button },
    ];
    return { subject: fill(t.copy.subject, ref), blocks };
  }
  if (outcome === "corrected") {
    const blocks: Block[] = [{ p: t.corrected.intro }];
    if (note) blocks.push({ p: t.corrected.note }, { pre: note });
    return { subject: fill(t.corrected.subject, ref), blocks };
  }
  if (outcome === "erased") {
    // What the law or the profession makes the firm keep, and why, as the privacy page promises.
    const blocks: Block[] = [{ p: t.erased.intro }];
    if (note) blocks.push({ p: t.erased.note }, { pre: note });
    return { subject: fill(t.erased.subject, ref), blocks };
  }
  return {
    subject: fill(t.refused.subject, ref),
    blocks: [{ p: t.refused.intro }, { pre: note }, { p: t.refused.next }],
  };
}

export function requestComposers(store: Store, context: MailContext): Record<string, Composer> {
  const notYou = (lang: Lang) => fill(requestCopy[lang].mails.notYou, { host: siteHost(context) });
  const firmMail = (
    message: Parameters<Composer>[0],
    request: DataRequest,
    subject: string,
    intro: string,
  ) => {
    const lang = context.firmLanguage;
    const t = requestCopy[lang];
    const prefix = lang === "ar" ? "/ar" : "";
    const body = renderBlocks(
      lang,
      [
        { p: intro },
        {
          rows: [
            [t.desk.labels.kind, t.desk.kinds[request.kind]],
            [t.desk.labels.received, inAmman(request.receivedAt, lang)],
            [t.desk.labels.due, longDay(lang, request.dueOn!)],
          ],
        },
        {
          lead: "",
          href: `${context.siteUrl}${prefix}/desk/requests/${request.id}`,
          label: t.firm.open,
        },
      ],
      { heading: subject },
    );
    return {
      to: context.firmTo,
      subject,
      ...body,
      messageId: outboxMessageId(context, message),
      headers: { "X-Data-Request-Id": request.id },
    };
  };

  return {
    [requestMailKinds.prove]: (message) => {
      const request = store.requests.get(message.recordId);
      if (!request || request.provenAt !== null) return null;
      const lang = request.language;
      const t = requestCopy[lang].mails.prove;
      return visitorMail(context, message, {
        lang,
        to: message.recipient,
        footer: notYou(lang),
        subject: t.subject,
        blocks: [
          {
            lead: t.intro,
            href: `${context.siteUrl}${proofPath(context.secret, request.id)}`,
            label: requestCopy[lang].pages.prove.button,
          },
          { p: t.ignore },
        ],
      });
    },
    [requestMailKinds.proven]: (message) => {
      const request = store.requests.get(message.recordId);
      if (!request?.dueOn) return null;
      const t = requestCopy[context.firmLanguage];
      const subject = fill(t.firm.proven.subject, {
        ref: request.id,
        kind: t.desk.kinds[request.kind],
        due: longDay(context.firmLanguage, request.dueOn),
      });
      return firmMail(message, request, subject, t.firm.proven.intro);
    },
    [requestMailKinds.reminder]: (message) => {
      const request = store.requests.get(message.recordId);
      // Answered meanwhile: the reminder is moot.
      if (!request?.dueOn || request.answeredAt !== null) return null;
      const t = requestCopy[context.firmLanguage];
      const subject = fill(t.firm.reminder.subject, {
        ref: request.id,
        left: String((message.params as { left?: number }).left ?? message.dedupe),
        due: longDay(context.firmLanguage, request.dueOn),
      });
      return firmMail(message, request, subject, t.firm.reminder.intro);
    },
    [requestMailKinds.answer]: (message) => {
      const request = store.requests.get(message.recordId);
      if (!request) return null;
      const lang = request.language;
      const { subject, blocks } = answerBlocks(
        context,
        lang,
        request,
        message.params as unknown as AnswerParams,
      );
      // Every answer leads to what the firm keeps and why, and to the person's rights.
      const policy = requestCopy[lang].mails.policy;
      return visitorMail(context, message, {
        lang,
        to: message.recipient,
        subject,
        blocks: [
          ...blocks,
          {
            lead: policy.lead,
            href: `${context.siteUrl}${localize(lang, "/privacy")}`,
            label: policy.button,
            secondary: true,
          },
        ],
        footer: notYou(lang),
      });
    },
  };
}
