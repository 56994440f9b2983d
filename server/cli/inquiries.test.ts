// @vitest-environment node
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../site-server";
import { openStore } from "../store";
import { markFirmMailSent, tempDir, validInquiry } from "../test/helpers";
import { csvCell, sinceDate } from "./export";
import type { Inquiry } from "../../app/contact/schema";

const run = promisify(execFile);
const dir = tempDir();

function inquiries(...args: string[]) {
  return run(
    process.execPath,
    ["--import", "tsx", join(repoRoot, "server", "cli", "inquiries.ts"), ...args],
    {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dir.path },
    },
  );
}

beforeAll(() => {
  const store = openStore(dir.path);
  const june = Date.parse("2025-06-01T10:00:00Z");
  store.inquiries.insert(validInquiry({ fullName: "Early Bird" }) as Inquiry, {
    spam: false,
    now: Date.parse("2025-05-31T23:59:59Z"),
  });
  const mailed = store.inquiries.insert(
    validInquiry({
      fullName: '=HYPERLINK("http://evil")',
      message: 'Line one, "quoted"\nLine two',
    }) as Inquiry,
    { spam: false, now: june },
  );
  markFirmMailSent(store, mailed, june + 1000);
  store.inquiries.insert(
    validInquiry({ fullName: "خالد ناصر", language: "ar", phone: "+962 79 555 0123" }) as Inquiry,
    { spam: false, now: june + 2000 },
  );
  store.inquiries.insert(validInquiry({ website: "spam" }) as Inquiry, {
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
    expect(lines[1]).toContain('"Line one, ""quoted""\nLine two"');
    expect(stdout).toContain("خالد ناصر,ada@example.com,'+962 79 555 0123");
  });

  it("refuses a bad date or a missing format with a usage line", async () => {
    await expect(inquiries("--json", "--since", "2025-02-30")).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--since"),
    });
    await expect(inquiries()).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Usage"),
    });
  });
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

  it("reads --since as a real calendar date", () => {
    expect(sinceDate("2025-06-01")).toBe("2025-06-01T00:00:00.000Z");
    expect(sinceDate("2025-13-01")).toBeNull();
    expect(sinceDate("yesterday")).toBeNull();
  });
});
