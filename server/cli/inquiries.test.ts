// @vitest-environment node
import { chownSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressKey } from "../mail/address";
import { openStore } from "../store";
import { tempDir, validInquiry } from "../test/helpers";
import { runIn } from "../test/command";
import { markFirmMailSent, storeInquiry } from "../test/records";
import { csvCell, sinceDate } from "./export";
import { inquiries as command } from "./inquiries";
import type { Inquiry } from "../../app/contact/schema";
import { firm } from "../../app/content/firm";

const dir = tempDir();

const inquiries = (...args: string[]) => runIn(command, args, { DATA_DIR: dir.path });

beforeAll(() => {
  const store = openStore(dir.path);
  const june = Date.parse("2025-06-01T10:00:00Z");
  // A second before 1 June begins in Amman (21:00 UTC): out of `--since 2025-06-01`.
  storeInquiry(store, validInquiry({ fullName: "Early Bird" }) as Inquiry, {
    spam: false,
    now: Date.parse("2025-05-31T20:59:59Z"),
  });
  const mailed = storeInquiry(
    store,
    validInquiry({
      fullName: '=HYPERLINK("http://evil")',
      message: 'Line one, "quoted"\nLine two',
    }) as Inquiry,
    { spam: false, now: june },
  );
  markFirmMailSent(store, mailed, june + 1000);
  const booked = storeInquiry(
    store,
    validInquiry({ fullName: "خالد ناصر", language: "ar", phone: "+962 79 555 0123" }) as Inquiry,
    { spam: false, now: june + 2000 },
  );
  // A consultation at 10:00 Amman time (07:00 UTC), confirmed, with the visitor's acknowledgment.
  const start = Date.parse("2025-06-10T07:00:00Z");
  store.bookings.hold(
    {
      inquiryId: booked,
      candidates: ["3"],
      requestedAttorney: "any",
      start,
      end: start + 3_600_000,
      meeting: "video",
      timeZone: "",
    },
    june + 2000,
  );
  store.bookings.transition(booked, ["requested"], "confirmed", { now: june + 5000 });
  store.outbox.enqueue({ kind: "inquiry.ack", recordId: booked, recipient: "ada@example.com" });
  storeInquiry(store, validInquiry({ website: "spam" }) as Inquiry, {
    spam: true,
    now: june + 3000,
  });
  store.close();
});
afterAll(() => dir.remove());

describe("npm run inquiries", () => {
  it("prints every inquiry as JSON, with its mail status", async () => {
    const { stdout } = await inquiries("--json");
    const rows = JSON.parse(stdout) as {
      fullName: string;
      mailStatus: string;
      receivedAt: string;
      language: string;
      id: string;
    }[];
    expect(rows.map((r) => [r.fullName, r.mailStatus])).toEqual([
      ["Early Bird", "pending"],
      ['=HYPERLINK("http://evil")', "sent"],
      ["خالد ناصر", "pending"],
      ["Ada Lovelace", "spam"],
    ]);
    expect(rows[2]).toMatchObject({
      language: "ar",
      receivedAt: "2025-06-01T10:00:02.000Z",
      id: expect.stringMatching(/^[0-9A-Z]{12}$/),
    });
  });

  it("shows each consultation (Amman time, meeting, attorney, status) and each mail", async () => {
    const { stdout } = await inquiries("--json");
    const rows = JSON.parse(stdout) as {
      fullName: string;
      booking: unknown;
      mails: { kind: string; status: string; attempts: number }[];
    }[];
    const booked = rows.find((r) => r.fullName === "خالد ناصر")!;
    // Attorney 3's name as the firm's content spells it.
    const rania = firm.attorneys.find((attorney) => attorney.id === "3")!.name.en;
    expect(booked.booking).toEqual({
      start: "2025-06-10T10:00:00+03:00",
      meeting: "video",
      attorney: "3",
      attorneyName: rania,
      status: "confirmed",
      note: "",
    });
    expect(booked.mails).toEqual([
      { kind: "inquiry.firm", status: "pending", attempts: 0, sentAt: null },
      { kind: "inquiry.ack", status: "pending", attempts: 0, sentAt: null },
    ]);
    expect(rows.find((r) => r.fullName === "Early Bird")!.booking).toBeNull();

    const csv = (await inquiries("--csv")).stdout;
    expect(csv.split("\r\n")[0]).toMatch(
      /,bookingStart,bookingMeeting,bookingAttorney,bookingStatus,mails$/,
    );
    expect(csv).toContain(
      `2025-06-10T10:00:00+03:00,video,${rania},confirmed,inquiry.firm pending 0; inquiry.ack pending 0`,
    );
  });

  it("filters with --since", async () => {
    const { stdout } = await inquiries("--json", "--since", "2025-06-01");
    expect((JSON.parse(stdout) as unknown[]).length).toBe(3);
  });

  it("prints quoted CSV that a spreadsheet cannot run", async () => {
    const { stdout } = await inquiries("--csv", "--since", "2025-06-01");
    expect(
      stdout.startsWith(
        "\uFEFFid,receivedAt,language,fullName,email,phone,service,message,mailStatus",
      ),
    ).toBe(true);
    const lines = stdout.slice(1).split("\r\n");
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    // Received and mailed in Amman time, as the consultation's start: what the firm's clock said.
    expect(lines[1]).toMatch(/^[0-9A-Z]{12},2025-06-01T13:00:00\+03:00,/);
    expect(lines[1]).toContain(",sent,0,2025-06-01T13:00:01+03:00,");
    expect(lines[1]).toContain('"Line one, ""quoted""\nLine two"');
    expect(stdout).toContain("خالد ناصر,ada@example.com,'+962 79 555 0123");
  });

  it("refuses a bad date or a missing format with a usage line", async () => {
    expect(await inquiries("--json", "--since", "2025-02-30")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--since"),
    });
    expect(await inquiries()).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Usage"),
    });
  });

  it.skipIf(process.getuid?.() !== 0)(
    "refuses to read as root a store another user owns (it would leave root's files beside it)",
    async () => {
      const owned = tempDir();
      openStore(owned.path).close();
      for (const name of ["", ...readdirSync(owned.path)])
        chownSync(join(owned.path, name), 65534, 65534);
      const before = readdirSync(owned.path).sort();
      try {
        const run = await runIn(command, ["--json"], { DATA_DIR: owned.path });
        expect(run.code).toBe(1);
        expect(run.stdout).toBe("");
        expect(run.stderr.trim()).toMatch(/^Not done: run it as the store's owner \(uid 65534\)/);
        expect(readdirSync(owned.path).sort()).toEqual(before);
      } finally {
        owned.remove();
      }
    },
  );
});

describe("CSV cells", () => {
  it.each([
    ["plain", "plain"],
    ["=1+1", "'=1+1"],
    ["+962", "'+962"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tx", "'\tx"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
  ])("%j → %j", (input, output) => expect(csvCell(input)).toBe(output));

  it("reads --since as a real calendar date, from its midnight in Amman", () => {
    // Midnight in Amman, three hours ahead of UTC in summer then.
    expect(sinceDate("2025-06-01")).toBe("2025-05-31T21:00:00.000Z");
    expect(sinceDate("2025-13-01")).toBeNull();
    expect(sinceDate("yesterday")).toBeNull();
  });
});

describe("npm run inquiries -- --release <email>", () => {
  it("releases every waiting request of that mailbox, however it was spelled, and nothing else", async () => {
    const releaseDir = tempDir();
    try {
      const store = openStore(releaseDir.path);
      const at = Date.parse("2026-11-24T08:00:00Z");
      const hold = (email: string, attorney: string) => {
        const id = storeInquiry(store, validInquiry({ email }) as Inquiry, {
          spam: false,
          now: at,
        });
        const start = Date.parse("2026-12-01T07:00:00Z");
        store.bookings.hold(
          {
            inquiryId: id,
            candidates: [attorney],
            requestedAttorney: attorney,
            start,
            end: start + 3_600_000,
            meeting: "office",
            timeZone: "",
            holder: addressKey(email),
          },
          at,
        );
        return id;
      };
      const mine = [hold("eve+1@gmail.com", "2"), hold("e.ve@gmail.com", "3")];
      const theirs = hold("ada@example.com", "4");
      store.close();

      const { stdout } = await runIn(command, ["--release", "EVE@gmail.com"], {
        DATA_DIR: releaseDir.path,
      });
      expect(stdout).toContain("Released 2 open request(s)");
      const after = openStore(releaseDir.path, { mustExist: true });
      try {
        for (const id of mine) expect(after.bookings.get(id)?.status).toBe("released");
        expect(after.bookings.get(theirs)?.status).toBe("requested");
      } finally {
        after.close();
      }
    } finally {
      releaseDir.remove();
    }
  });
});
