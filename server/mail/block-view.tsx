import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import { isolateDigitGroups } from "../../app/i18n/bidi";
import type { Lang } from "../../app/i18n/locales";
import type { Block } from "./block";
import { mailWords } from "../../app/content/mails.server";
import { Bidi } from "./mail-text";
import { gold, ivory, line, navy } from "./palette";

function Buttons({
  lang,
  actions,
  secondary = false,
}: {
  lang: Lang;
  actions: readonly { label: string; href: string }[];
  /** Every button in outline, the first too. */
  secondary?: boolean;
}): ReactNode {
  // Buttons flow from the start side: in an rtl document the first is the rightmost. Each is a
  // link in a coloured cell, which every mail app (Outlook's Word engine too) draws as a button.
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      {actions.map((action, i) => {
        const solid = i === 0 && !secondary;
        return (
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
                    background: solid ? navy : "#ffffff",
                    border: `2px solid ${navy}`,
                    borderRadius: "4px",
                  }}
                >
                  <a
                    href={action.href}
                    style={{
                      display: "inline-block",
                      padding: "10px 18px",
                      color: solid ? ivory : navy,
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
        );
      })}
    </Section>
  );
}

export const paragraph: CSSProperties = { fontSize: "15px", lineHeight: "1.6", margin: "0 0 14px" };

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

/** One block of a mail's body: a paragraph, a table of rows, someone's own words, buttons. */
export function BlockView({ lang, block }: { lang: Lang; block: Block }): ReactNode {
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
        {isolateDigitGroups(block.quote)}
      </blockquote>
    );
  if ("pre" in block)
    return (
      <div dir="auto" style={{ ...ownWords, background: ivory, padding: "12px" }}>
        {isolateDigitGroups(block.pre)}
      </div>
    );
  if ("actions" in block)
    return <Buttons lang={lang} actions={block.actions} secondary={block.secondary} />;
  return (
    <>
      {block.lead ? (
        <Text style={{ ...paragraph, margin: "0 0 6px" }}>
          <Bidi lang={lang} text={block.lead} />
        </Text>
      ) : null}
      <Buttons
        lang={lang}
        actions={[{ label: block.label ?? mailWords[lang].openLink, href: block.href }]}
        secondary={block.secondary}
      />
    </>
  );
}
