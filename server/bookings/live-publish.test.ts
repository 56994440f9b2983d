// @vitest-environment node
// Issue 38: a publish reaches the server's own use of the content (booking times, mails, forms)
// at once, with no restart.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantFromZoned, zonedParts } from "../../app/booking/zoned";
import { consultationTerms } from "../../app/content/booking";
import { firm } from "../../app/content/firm";
import { mailContent } from "../../app/content/mails.server";
import { fill } from "../../app/content/schema/template";
import { messages } from "../../app/i18n/messages";
import { localDeveloperAccess } from "../editor";
import {
  eventually,
  filledPattern,
  postJson,
  type ReceivedMail,
  startServer,
  startSmtp,
  tempDir,
  type TestServer,
  validInquiry,
} from "../test/helpers";

const repo = resolve(import.meta.dirname, "../..");
const amman = "Asia/Amman";
/**
 * Tuesday 24 November 2026, 9:00 in Amman: the server's clock. The outbox sends by the real clock,
 * which is later, so every mail queued is due at once.
 */
const now = instantFromZoned("2026-11-24", 9, amman).getTime();
const dayOf = (iso: string) => zonedParts(new Date(iso), amman).date;
const hourOf = (iso: string) => zonedParts(new Date(iso), amman).hour;

/**
 * The firm's words before the test's publishes (issue 36, point 4: they are the firm's to edit),
 * read before any publish switches the modules to the published content.
 */
const original = {
  firmName: firm.name.en,
  /** What the mails say of the fee: that it is free, or the fee, as the settings have it. */
  fee: consultationTerms(messages.en.consultation)[0],
  free: messages.en.consultation.free,
  khaled: firm.attorneys.find((attorney) => attorney.id === "2")!.name.en,
  afterPublish: mailContent.firm.afterPublish,
};
/** The raw mail without quoted-printable's soft line breaks. */
const unwrapped = (raw: string) => raw.replace(/=\r?\n/g, "");
/** Whether a mail is the firm's list of consultations to review after a publish. */
const afterPublish = (mail: ReceivedMail) => {
  const subject = mail.header("subject") ?? "";
  const { subjectOne, subjectMany } = original.afterPublish;
  return subject === subjectOne.en || filledPattern(subjectMany.en, {}).test(subject);
};

/**
 * A stand-in for `npm run build`: the main build's pages and server code, and the content it
 * was asked to build from beside them, as postbuild keeps it.
 */
const standInBuild = [
  process.execPath,
  "-e",
  `const fs = require("node:fs"), path = require("node:path"), out = process.env.BUILD_DIR;
   for (const part of ["client", "server"])
     fs.cpSync(path.join(${JSON.stringify(join(repo, "build"))}, part), path.join(out, part), { recursive: true });
   fs.cpSync(process.env.CONTENT_DIR, path.join(out, "content"), { recursive: true });`,
];

describe("a publish reaches the booking times, the mails and the form without a restart", () => {
  const dir = tempDir("live-publish-");
  const copy = join(dir.path, "site");
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Lina", "-c", "user.email=l@example.com", ...args], {
      cwd: copy,
      encoding: "utf8",
    });
  const edit = (file: string, change: (data: Record<string, unknown>) => void) => {
    const path = join(copy, "content", file);
    const data = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
    change(data);
    writeFileSync(path, JSON.stringify(data, null, 2));
  };
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    mkdirSync(copy);
    cpSync(join(repo, "content"), join(copy, "content"), { recursive: true });
    symlinkSync(join(repo, "node_modules"), join(copy, "node_modules"));
    git("init", "--quiet");
    git("add", "content");
    git("commit", "--quiet", "-m", "The content");
    smtp = await startSmtp();
    server = await startServer(
      { dataDir: join(dir.path, "data"), smtpUrl: smtp.url },
      {
        buildDir: join(repo, "build"),
        now: () => now,
        outboxTiming: { retryBaseMs: 50, retryMaxMs: 100, pollMs: 50 },
        editor: {
          access: localDeveloperAccess(copy),
          workingCopy: copy,
          buildCommand: standInBuild,
        },
      },
    );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    dir.remove();
  });

  const slots = async (attorney: string) => {
    const response = await fetch(`${server.url}/api/slots?attorney=${attorney}&days=31`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { slots: string[] }).slots;
  };
  const nextTimes = async () => {
    const response = await fetch(`${server.url}/api/next-times?lang=en`);
    return ((await response.json()) as { times: { attorney: string; slot: string | null }[] })
      .times;
  };
  const publish = async () => {
    const key = readFileSync(join(dir.path, "data", "editor-command-key"), "utf8");
    const headers = { "x-editor-command": key, "x-csrf-token": key };
    const started = await fetch(`${server.url}/api/editor/publish`, { method: "POST", headers });
    expect(started.status).toBe(202);
    return eventually(
      async () => {
        const status = (await (
          await fetch(`${server.url}/api/editor/publish`, { headers })
        ).json()) as { state: string; reason: string | null };
        return status.state === "building" ? null : status;
      },
      { timeoutMs: 30_000, what: "the publish" },
    );
  };
  /** The first mail to an address, once it has arrived. */
  const mailTo = (address: string) =>
    eventually(() => smtp.received.find((mail) => mail.header("to")?.includes(address)), {
      what: `a mail to ${address}`,
    });

  it("offers attorney 3's new hours and no time on a new closed day, mails in the new name, and tells the firm which held times to look at", async () => {
    // Before: attorney 3 takes consultations whenever the office is open.
    const before = await slots("3");
    const firstDay = dayOf(before[0]!);
    expect(before.some((slot) => hourOf(slot) < 14)).toBe(true);

    // A visitor asks for attorney 3's first time of a day that the publish will close; the
    // firm's SMTP server refuses for now, so the acknowledgment waits in the outbox.
    const closing = before.find((slot) => dayOf(slot) !== firstDay)!;
    smtp.state.refusing = true;
    const waiting = await postJson(
      server.url,
      validInquiry({ email: "early@example.com", attorney: "3", slot: closing, meeting: "office" }),
    );
    expect(waiting.status).toBe(201);
    const { id: waitingId } = (await waiting.json()) as { id: string };

    // The firm edits and commits (as a save does): attorney 3 from 14:00, the day closed,
    // a new name; then publishes. Nothing restarts.
    edit("attorneys/3.json", (attorney) => {
      attorney.consultationHours = [{ days: [1, 2, 3, 4, 5, 6, 7], fromHour: 14, toHour: 18 }];
    });
    edit("booking/closed-dates.json", (file) => {
      (file.dates as unknown[]).push({
        date: dayOf(closing),
        name: { en: "Firm retreat", ar: "خلوة المكتب" },
        expected: false,
        source: "The firm's own decision",
      });
    });
    edit("firm.json", (firm) => {
      firm.name = { en: "Nasser Partners Law", ar: "ناصر وشركاؤه للمحاماة" };
    });
    // The firm also stops saying the consultation is free (a claim the Bar's rules restrict).
    edit("home.json", (home) => {
      (home.claims as Record<string, boolean>).freeConsultation = false;
    });
    git("commit", "--quiet", "-am", "New hours, a closed day and a new name");
    // A request in flight as the switch happens completes (on the content it started with).
    const during = postJson(
      server.url,
      validInquiry({ email: "during@example.com", attorney: "2", meeting: "office" }),
    );
    expect(await publish()).toMatchObject({ state: "published", reason: null });
    expect((await during).status).toBe(201);

    const after = await slots("3");
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((slot) => hourOf(slot) >= 14)).toBe(true);
    expect(after.some((slot) => dayOf(slot) === dayOf(closing))).toBe(false);
    expect((await slots("2")).some((slot) => dayOf(slot) === dayOf(closing))).toBe(false);
    const three = (await nextTimes()).find((time) => time.attorney === "3")!;
    expect(three.slot).toBe(after[0]);
    // A page the server renders on request (a not-found page) names the firm as published.
    const missing = await fetch(`${server.url}/attorneys/99`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Nasser Partners Law");

    // A new inquiry's acknowledgment carries the new name; the one queued before the switch
    // goes as it was written, with the old.
    const [lateSlot] = await slots("2");
    const late = await postJson(
      server.url,
      validInquiry({ email: "late@example.com", attorney: "2", slot: lateSlot, meeting: "office" }),
    );
    expect(late.status).toBe(201);
    smtp.state.refusing = false;
    const lateAck = await mailTo("late@example.com");
    expect(lateAck.raw).toContain("Nasser Partners Law");
    expect(unwrapped(lateAck.raw)).not.toContain(original.free);
    const earlyAck = await mailTo("early@example.com");
    expect(unwrapped(earlyAck.raw)).toContain(original.firmName);
    expect(earlyAck.raw).not.toContain("Nasser Partners Law");
    expect(unwrapped(earlyAck.raw)).toContain(original.fee);

    // The request on the now closed day is kept, and listed to the firm.
    const notice = await eventually(() => smtp.received.find(afterPublish));
    expect(notice.header("subject")).toBe(original.afterPublish.subjectOne.en);
    expect(notice.raw).toContain(waitingId);
    expect(unwrapped(notice.raw)).toContain(original.afterPublish.reasons.closed.en);
    expect(server.store.bookings.get(waitingId)?.status).toBe("requested");
  }, 90_000);

  it("keeps an attorney's confirmed consultations when they stop taking bookings, and lists the requests still waiting for them", async () => {
    const [first, second] = await slots("2");
    const ask = async (slot: string, email: string) => {
      const response = await postJson(
        server.url,
        validInquiry({ email, attorney: "2", slot, meeting: "office" }),
      );
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const confirmed = await ask(first!, "kept@example.com");
    const waiting = await ask(second!, "waits@example.com");
    server.store.bookings.transition(confirmed, ["requested"], "confirmed", { now });

    edit("attorneys/2.json", (attorney) =>
      Object.assign(attorney, { bookable: false, bookWith: "3" }),
    );
    git("commit", "--quiet", "-am", "Attorney 2 takes no bookings");
    expect(await publish()).toMatchObject({ state: "published" });

    const refused = await fetch(`${server.url}/api/slots?attorney=2`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(
      "attorney must be any or one of 3",
    );
    expect(server.store.bookings.get(confirmed)?.status).toBe("confirmed");
    expect(server.store.bookings.get(waiting)?.status).toBe("requested");
    const notice = await eventually(() =>
      smtp.received.find((mail) => afterPublish(mail) && mail.raw.includes(waiting)),
    );
    expect(unwrapped(notice.raw)).toContain(
      fill(original.afterPublish.reasons.unbookable.en, { name: original.khaled }),
    );
    expect(notice.raw).not.toContain(confirmed);
    // It names whom to contact, and how: the intro says the firm may contact the visitor.
    for (const reach of ["Ada Lovelace", "waits@example.com", "+962 6 555 0100"])
      expect(unwrapped(notice.raw)).toContain(reach);
  }, 90_000);
});
