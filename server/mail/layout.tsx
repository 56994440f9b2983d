import {
  Body,
  Container,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { firm } from "../../app/content/firm";
import type { Lang } from "../../app/i18n/locales";
import { isolateText, ltrPieces } from "./bidi";
import type { Block } from "./block";
import { firmFooter } from "./firm-footer";

/** The site's palette (app/styles/app.css): navy, one muted gold accent, ivory. */
const navy = "#0f2140";
const gold = "#cfab67";
const ivory = "#faf7f1";
const slate = "#1e293b";
const line = "#e4dccb";

const font = "'Segoe UI',Tahoma,'Noto Sans Arabic','Noto Sans','Helvetica Neue',Arial,sans-serif";

/** A phone number: kept on one line, as on the site. */
const phone = /\+?\d[\d \u00a0]{6,}\d/g;

function Phones({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(phone)) {
    parts.push(text.slice(at, match.index));
    parts.push(
      <span key={match.index} style={{ whiteSpace: "nowrap" }}>
        {match[0]}
      </span>,
    );
    at = match.index + match[0].length;
  }
  parts.push(text.slice(at));
  return parts;
}

/** U+2066 LEFT-TO-RIGHT ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. */
const lri = "\u2066";
const pdi = "\u2069";

/**
 * Text in the mail's direction. In Arabic every left-to-right run (a reference, a number, an
 * email, a Latin name) sits in a `<span dir="ltr">` around Unicode isolates: Gmail and Outlook
 * drop `<bdi>` but keep `dir` on a span (caniemail: html-bdi, html-dir), and the isolates hold
 * the run together even where the span's direction is lost, as in the plain-text part.
 */
function Bidi({ lang, text }: { lang: Lang; text: string }): ReactNode {
  if (lang !== "ar") return <Phones text={text} />;
  return ltrPieces(text).map((piece, i) =>
    piece.ltr ? (
      <span
        key={i}
        dir="ltr"
        style={/^\+?[\d \u00a0]+$/.test(piece.text) ? { whiteSpace: "nowrap" } : undefined}
      >
        {`${lri}${piece.text}${pdi}`}
      </span>
    ) : (
      piece.text
    ),
  );
}

function Buttons({
  lang,
  actions,
}: {
  lang: Lang;
  actions: readonly { label: string; href: string }[];
}): ReactNode {
  // Buttons flow from the start side: in an rtl document the first is the rightmost. Each is a
  // link in a coloured cell, which every mail app (Outlook's Word engine too) draws as a button.
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      {actions.map((action, i) => (
        <table
          key={action.href}
          role="presentation"
          style={{
            display: "inline-table",
            borderCollapse: "separate",
            margin: "0 0 8px",
            marginInlineEnd: "8px",
          }}
        >
          <tbody>
            <tr>
              <td
                style={{
                  background: i === 0 ? navy : "#ffffff",
                  border: `2px solid ${navy}`,
                  borderRadius: "4px",
                }}
              >
                <a
                  href={action.href}
                  style={{
                    display: "inline-block",
                    padding: "10px 18px",
                    color: i === 0 ? ivory : navy,
                    fontWeight: 600,
                    fontSize: "15px",
                    lineHeight: "1.3",
                    textDecoration: "none",
                  }}
                >
                  <Bidi lang={lang} text={action.label} />
                </a>
              </td>
            </tr>
          </tbody>
        </table>
      ))}
    </Section>
  );
}

const paragraph: CSSProperties = { fontSize: "15px", lineHeight: "1.6", margin: "0 0 14px" };

/**
 * Someone's own words kept as written (a quoted note, the visitor's message): their line breaks,
 * and their direction line by line (an Arabic name above a Latin one), each aligned to its own
 * start; `dir="auto"` on the element serves clients that ignore unicode-bidi.
 */
const ownWords: CSSProperties = {
  whiteSpace: "pre-wrap",
  unicodeBidi: "plaintext",
  textAlign: "start",
  margin: "0 0 16px",
  overflowWrap: "anywhere",
};

function BlockView({ lang, block }: { lang: Lang; block: Block }): ReactNode {
  const align = lang === "ar" ? "right" : "left";
  if ("p" in block)
    return (
      <Text style={{ ...paragraph, whiteSpace: "pre-line" }}>
        <Bidi lang={lang} text={block.p} />
      </Text>
    );
  if ("rows" in block)
    return (
      <table
        role="presentation"
        dir={lang === "ar" ? "rtl" : "ltr"}
        style={{
          width: "100%",
          borderCollapse: "collapse",
          background: ivory,
          borderTop: `3px solid ${gold}`,
          margin: "0 0 16px",
          fontSize: "15px",
        }}
      >
        <tbody>
          {block.rows.map(([label, value]) => (
            <tr key={label}>
              <th
                align={align}
                style={{
                  padding: "8px 12px",
                  verticalAlign: "top",
                  color: "#475569",
                  fontWeight: 600,
                  width: "34%",
                  borderBottom: `1px solid ${line}`,
                }}
              >
                <Bidi lang={lang} text={label} />
              </th>
              <td
                align={align}
                style={{
                  padding: "8px 12px",
                  verticalAlign: "top",
                  borderBottom: `1px solid ${line}`,
                  overflowWrap: "anywhere",
                }}
              >
                <Bidi lang={lang} text={value} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  if ("quote" in block)
    return (
      <blockquote
        dir="auto"
        style={{ ...ownWords, borderInlineStart: `3px solid ${gold}`, padding: "4px 12px" }}
      >
        {block.quote}
      </blockquote>
    );
  if ("pre" in block)
    return (
      <div dir="auto" style={{ ...ownWords, background: ivory, padding: "12px" }}>
        {block.pre}
      </div>
    );
  if ("actions" in block) return <Buttons lang={lang} actions={block.actions} />;
  return (
    <>
      {block.lead ? (
        <Text style={{ ...paragraph, margin: "0 0 6px" }}>
          <Bidi lang={lang} text={block.lead} />
        </Text>
      ) : null}
      <Buttons lang={lang} actions={[{ label: block.label ?? openLink[lang], href: block.href }]} />
    </>
  );
}

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
  const { legalName, address, phone, email, notice } = firmFooter(lang);
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
        <Bidi lang={lang} text={phone} />
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

/** The button's word when a link block names none. */
export const openLink: Record<Lang, string> = { en: "Open", ar: "فتح الرابط" };

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
        <Container
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
