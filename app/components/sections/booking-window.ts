import { useTranslation } from "react-i18next";
import { bookingSettings } from "~/content/booking";
import { formatDays, pluralForm } from "~/i18n/format";
import { useSite } from "~/site-context";

/**
 * How far ahead times are offered, in words, for the copy's `{{lead}}` ("one full working day")
 * and `{{horizon}}` ("30 days"): from content/booking/settings.json, so that an edit there changes
 * every sentence that names them.
 */
export function useBookingWindow(): { lead: string; horizon: string } {
  const { t } = useTranslation();
  const { lang } = useSite();
  const { leadWorkingDays: count, horizonDays } = bookingSettings;
  return {
    lead: t(`contact.form.booking.lead.${pluralForm(lang, count)}`, { count }),
    horizon: formatDays(lang, horizonDays),
  };
}
