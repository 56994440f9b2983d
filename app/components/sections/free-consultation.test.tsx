/**
 * The free-consultation line follows the firm's switch (content/home.json,
 * `claims.freeConsultation`) where the site says it: the booking part of the contact form, on the
 * home and contact pages, and the terms' {consultation}. Here the switch is off, as the firm
 * would set it in the editor; claims.test.tsx shows the line while it is on. The booking part's
 * length, which it writes from the settings, is checked here too, where the part is drawn.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { bookingSettings } from "~/content/booking";
import { localizedFirm } from "~/content/firm";
import { formatDuration } from "~/i18n/format";
import { i18nFor } from "~/i18n/i18n";
import { langs } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { SiteProvider } from "~/site-context";
import { BookingPart } from "./booking-part";
import { RichText } from "./rich-text";

vi.mock("@content/home.json", async (original) => {
  const file = await original<typeof import("@content/home.json")>();
  return { ...file, claims: { ...file.claims, freeConsultation: false } };
});
// And no fee set, whatever the firm's settings are today: a fee is always stated.
vi.mock("@content/booking/settings.json", async (original) => {
  const file = await original<{ default: Record<string, unknown> }>();
  return { default: { ...file.default, consultationFeeJod: 0 } };
});

describe.each(langs)("the free consultation switched off (%s)", (lang) => {
  const words = messages[lang].consultation;
  const render = (node: React.ReactNode) =>
    renderToStaticMarkup(
      <I18nextProvider i18n={i18nFor(lang, messages[lang])}>
        <SiteProvider lang={lang} firm={localizedFirm(lang)} year={2026}>
          {node}
        </SiteProvider>
      </I18nextProvider>,
    );

  it("the booking part states secrecy and engagement, and not that it is free", () => {
    const html = render(<BookingPart errors={{}} refresh={0} adoptUrl={false} />);
    const terms = html.match(/<ul id="consultation-terms"[^>]*>(.*?)<\/ul>/)?.[1] ?? "";
    expect(terms).not.toContain(words.free);
    expect(terms.match(/<li>/g)).toHaveLength(2);
  });

  it("the booking part says the consultation's length from the settings, in words", () => {
    const html = render(<BookingPart errors={{}} refresh={0} adoptUrl={false} />);
    expect(html).toContain(formatDuration(lang, bookingSettings.slotMinutes));
  });

  it("the terms' {consultation} leaves it out too, and keeps secrecy and engagement", () => {
    const terms = render(<RichText text="{consultation}" />);
    expect(terms).not.toContain(words.free);
    expect(terms).toContain(words.secrecy);
    expect(terms).toContain(words.engagement);
  });
});
