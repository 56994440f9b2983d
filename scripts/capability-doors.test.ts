// @vitest-environment node
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * Each capability of the server (inquiries, bookings, mail, calendars, editor) is used by the
 * others through its index.ts alone (eslint.config.js, issue 24). These lint deliberate imports
 * as if they were written in real files of the server, so the rule cannot quietly stop working.
 */
const eslint = new ESLint();

async function doorMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

describe("the server's capabilities are reached through their doors", () => {
  it("refuses a file reaching into another capability's files, at every depth", async () => {
    for (const [file, code] of [
      ["server/inquiries/route.ts", 'import { planBooking } from "../bookings/plan";\n'],
      [
        "server/bookings/mails/visitor-mail.ts",
        'import { renderBlocks } from "../../mail/blocks";\n',
      ],
      ["server/site-server.ts", 'import { registerContact } from "./inquiries/route";\n'],
      ["server/cli/editors.ts", 'import { EditorAccounts } from "../editor/accounts";\n'],
    ] as const) {
      const messages = await doorMessages(file, `${code}export const used = 1;\n`);
      expect(messages.join("\n"), file).toMatch(/from its index\.ts/);
    }
  });

  it("lets the same imports through the door, and a capability's own files", async () => {
    for (const [file, code] of [
      ["server/inquiries/route.ts", 'import { planBooking } from "../bookings";\n'],
      ["server/bookings/mails/visitor-mail.ts", 'import { renderBlocks } from "../../mail";\n'],
      ["server/bookings/mails/visitor-mail.ts", 'import { bookingLink } from "../links";\n'],
      ["server/site-server.ts", 'import { registerContact } from "./inquiries";\n'],
      // The store assembly, and tests, may open a capability's files.
      ["server/store.ts", 'import { bookingStore } from "./bookings/store";\n'],
      [
        "server/bookings/booking-requests.test.ts",
        'import { releasePath } from "../bookings/links";\n',
      ],
    ] as const)
      expect(await doorMessages(file, `${code}export const used = 1;\n`), file).toEqual([]);
  });
});
