// Each component from its own package: the components' bundle also loads a code highlighter
// (prismjs), half a second of every start of the server and of each command.
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { firm } from "../../app/content/firm";
import type { Lang } from "../../app/i18n/locales";
import { isolateText } from "./bidi";
import type { Block } from "./block";
import { BlockView } from "./block-view";
import { firmFooter } from "./firm-footer";
import { Bidi } from "./mail-text";
import { font, gold, ivory, line, navy, slate } from "./palette";

const small: CSSProperties = {
  fontSize: "13px",
  lineHeight: "1.5",
  color: "#475569",
  margin: "0 0 6px",
};

/**
 * Every mail's foot: the mail's own small print if it has any, then the firm's full legal name,
 * address, phone and email, and the confidentiality notice.
 */
function Footer({
  lang,
  note,
  align,
}: {
  lang: Lang;
  note: string | undefined;
  align: "left" | "right";
}): ReactNode {
  const { legalName, address, phone, phoneHref, email, notice } = firmFooter(lang);
  return (
    <Section style={{ padding: "0 24px 24px", textAlign: align }}>
      <Hr style={{ borderColor: line, margin: "0 0 12px" }} />
      {note ? (
        <Text style={{ ...small, margin: "0 0 12px" }}>
          <Bidi lang={lang} text={note} />
        </Text>
      ) : null}
      <Text style={{ ...small, margin: 0, color: navy, fontWeight: 600 }}>
        <Bidi lang={lang} text={legalName} />
      </Text>
      <Text style={{ ...small, margin: 0 }}>
        <Bidi lang={lang} text={address} />
      </Text>
      <Text style={small}>
        <Link href={phoneHref} style={{ color: navy }}>
          <Bidi lang={lang} text={phone} />
        </Link>
        {" · "}
        <Link href={`mailto:${email}`} style={{ color: navy }}>
          <Bidi lang={lang} text={email} />
        </Link>
      </Text>
      <Text style={{ ...small, fontSize: "12px", margin: 0 }}>
        <Bidi lang={lang} text={notice} />
      </Text>
    </Section>
  );
}

export interface LayoutOptions {
  /** What happened, in a few words: "Your consultation is confirmed". */
  heading?: string;
  /** The line mail apps show beside the subject. */
  preview?: string;
  /** Small print under the body (why they got this mail), above the firm's own footer. */
  footer?: string;
}

/** The one layout of every mail the site sends, as HTML. */
export function renderLayout(
  lang: Lang,
  blocks: readonly Block[],
  { heading, preview, footer }: LayoutOptions,
): string {
  const dir = lang === "ar" ? "rtl" : "ltr";
  const align = lang === "ar" ? "right" : "left";
  const markup = renderToStaticMarkup(
    <Html lang={lang} dir={dir}>
      {/* A plain head: React Email's <Head> adds a content-less Apple meta the HTML checker rejects. */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{heading ?? firm.name[lang]}</title>
      </head>
      {preview ? <Preview>{lang === "ar" ? isolateText(preview) : preview}</Preview> : null}
      <Body style={{ background: ivory, margin: 0, padding: "16px 0", fontFamily: font }}>
        {/* The direction again inside the body: Gmail drops <html> and its dir. */}
        <Container
          dir={dir}
          lang={lang}
          style={{ maxWidth: "600px", width: "100%", background: "#ffffff", color: slate }}
        >
          <Section style={{ background: navy, padding: "18px 24px", textAlign: align }}>
            <Text
              style={{
                margin: 0,
                color: ivory,
                fontSize: "20px",
                fontWeight: 700,
                lineHeight: "1.3",
              }}
            >
              <span style={{ color: gold }}>{lang === "ar" ? "◆ " : "◆ "}</span>
              {firm.name[lang]}
            </Text>
          </Section>
          <Section style={{ padding: "24px", textAlign: align, borderTop: `3px solid ${gold}` }}>
            {heading ? (
              <Heading
                as="h1"
                style={{ color: navy, fontSize: "22px", lineHeight: "1.35", margin: "0 0 16px" }}
              >
                <Bidi lang={lang} text={heading} />
              </Heading>
            ) : null}
            {blocks.map((block, i) => (
              <BlockView key={i} lang={lang} block={block} />
            ))}
          </Section>
          <Footer lang={lang} note={footer} align={align} />
        </Container>
      </Body>
    </Html>,
  );
  return `<!DOCTYPE html>${markup}`;
}
