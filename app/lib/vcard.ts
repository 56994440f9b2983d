/**
 * A vCard 3.0 (RFC 2426) contact card. 3.0 rather than 4.0 because it is the version every
 * phone and address book imports; UTF-8 text, CRLF line ends, long lines folded.
 */
export interface VCardContact {
  /** The full name as shown: "[honorifics] Given Family", e.g. "Prof. Dr. Samir Odeh". */
  name: string;
  title: string;
  organization: string;
  email: string;
  /** E.164, e.g. +96265550123. */
  phone: string;
  address: { street: string; district: string; city: string; postalCode: string; country: string };
  url: string;
}

/** Backslash, comma, semicolon and line breaks are structure in vCard text. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/[,;]/g, (c) => `\\${c}`)
    .replace(/\r?\n/g, "\\n");
}

/** Folds a line into pieces of at most 75 octets, never inside a multi-byte character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let piece = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = "";
      octets = 0;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join("\r\n ");
}

/** "Prof. Dr. Samir Odeh" → family "Odeh", given "Samir", prefix "Prof. Dr.". */
function nameParts(name: string) {
  const words = name.trim().split(/\s+/);
  const family = words.length > 1 ? (words.pop() ?? "") : "";
  const given = words.pop() ?? "";
  return { family, given, prefix: words.join(" ") };
}

export function buildVCard(contact: VCardContact): string {
  const { family, given, prefix } = nameParts(contact.name);
  const { street, district, city, postalCode, country } = contact.address;
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:${[family, given, "", prefix, ""].map(escapeText).join(";")}`,
    `FN:${escapeText(contact.name)}`,
    `ORG:${escapeText(contact.organization)}`,
    `TITLE:${escapeText(contact.title)}`,
    `EMAIL;TYPE=INTERNET,WORK:${contact.email}`,
    `TEL;TYPE=WORK,VOICE:${contact.phone}`,
    // PO box; extended address; street; locality; region; postal code; country.
    `ADR;TYPE=WORK:${["", district, street, city, "", postalCode, country].map(escapeText).join(";")}`,
    `URL:${contact.url}`,
    "END:VCARD",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** A file name for a vCard, from a Latin-script name without honorifics: "samir-odeh.vcf". */
export function vcardFileName(name: string): string {
  const plain = name.replace(/\b(Prof|Dr)\.\s*/g, "");
  return `${plain.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.vcf`;
}
