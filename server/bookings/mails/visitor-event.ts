import { firm } from "../../../app/content/firm";
import type { Lang } from "../../../app/i18n/locales";
import type { Block } from "../../mail";
import type { EventText } from "../ics";
import { attorneyName } from "../labels";
import type { Booking } from "../store";
import { officeAddress } from "./visitor-mail";
import { visitorCopy } from "./visitor-copy";

/** What happens next for this kind of meeting, in the visitor's language. */
export function nextSteps(lang: Lang, booking: Booking, video: string | null): Block[] {
  const copy = visitorCopy[lang].confirmed;
  if (video) {
    return [{ lead: copy.videoLink, href: video, label: visitorCopy[lang].buttons.join }];
  }
  if (booking.meeting === "office") {
    const office = officeAddress(lang);
    return [
      { p: copy.office(office.address) },
      { lead: copy.map, href: office.map, label: visitorCopy[lang].buttons.map, secondary: true },
    ];
  }
  const phone = firm.phone.display;
  const attorney = attorneyName(booking.attorney, lang);
  return [{ p: booking.meeting === "phone" ? copy.phone(attorney, phone) : copy.video(phone) }];
}

/** The calendar event as the visitor's calendar shows it. */
export function visitorEvent(
  lang: Lang,
  booking: Booking,
  cancelUrl: string,
  video: string | null = null,
): EventText {
  const copy = visitorCopy[lang];
  const office = officeAddress(lang);
  const location = {
    office: `${office.address}\n${office.map}`,
    phone: copy.event.phone(firm.phone.display),
    video: video ?? copy.event.video,
  }[booking.meeting];
  const next = nextSteps(lang, booking, video)
    .map((block) => ("p" in block ? block.p : "href" in block ? `${block.lead} ${block.href}` : ""))
    .join("\n");
  return {
    summary: copy.event.summary(
      attorneyName(booking.attorney, lang),
      firm.name[lang],
      booking.inquiryId,
    ),
    description: `${next}\n\n${copy.cancelLead}\n${cancelUrl}`,
    location,
    organizer: firm.name[lang],
  };
}
