// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, startSmtp, tempDir, type TestServer } from "../test/helpers";
import { bookFirstFree, isFirm, linkIn, press, waitLetter } from "../test/booking-mail";
import { visitorCopy } from "./mails/visitor-copy";
import { pageCopy } from "./page-copy";

describe("the firm declines because it cannot act (a conflict of interest)", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const dir = tempDir();
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({ dataDir: dir.path, smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
    dir.remove();
  });

  it("offers both outcomes on the decline page; 'cannot act' tells the visitor no reason, no note and no other time", async () => {
    const { id } = await bookFirstFree(server, { language: "en" });
    const firmMail = await waitLetter(smtp.received, id, isFirm, "the firm's mail");
    const declineUrl = linkIn(firmMail, "decline", server);

    // The page (in FIRM_LANGUAGE) offers another time first, checked, and "cannot act".
    const page = await (await fetch(declineUrl)).text();
    const words = pageCopy.en.outcome;
    expect(page).toMatch(
      /<input type="radio" id="outcome-0" name="outcome" value="another-time" checked>/,
    );
    expect(page).toContain('value="cannot-act"');
    for (const label of [words.legend, words.anotherTime]) expect(page).toContain(label);

    const note = "Marker-note: we act for the other side.";
    expect((await press(declineUrl, { outcome: "cannot-act", note })).status).toBe(200);
    expect(server.store.bookings.get(id)).toMatchObject({
      status: "declined",
      declinedAs: "cannot-act",
    });

    const copy = visitorCopy.en.cannotAct;
    const letter = await waitLetter(
      smtp.received,
      id,
      (l) => !isFirm(l) && l.subject === copy.subject(id),
      "the visitor's 'cannot act' mail",
    );
    const text = letter.text.replace(/\s+/g, " ");
    expect(text).toContain(copy.next.replace(/\s+/g, " "));
    // Nothing of why: not the firm's note, not the invitation to pick another time.
    expect(letter.text).not.toContain("Marker-note");
    expect(letter.text).not.toContain(visitorCopy.en.declined.next);
    expect(letter.text).not.toContain("/contact#book");
  });
});
