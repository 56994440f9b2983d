// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancel } from "../bookings/lifecycle";
import { storeFileName } from "../db";
import { bookingMailKinds } from "../mail-kinds";
import { inquiries as command } from "../cli/inquiries";
import { runIn } from "../test/command";
import {
  closedPort,
  postJson,
  startServer,
  tempDir,
  validInquiry,
  type TestServer,
} from "../test/helpers";

const dir = tempDir();
let server: TestServer;
let slot: string;
const secretMessage = "Only Ada knows this sentence about her share transfer.";
const otherParties = "Quillfeather Holdings PLC, the buyer of Ada's shares";

const inquiries = (...args: string[]) => runIn(command, args, { DATA_DIR: dir.path });

/** Every byte of the store's files, as the disk has them. */
function storeBytes(): string {
  const base = join(dir.path, storeFileName);
  return [base, `${base}-wal`]
    .filter(existsSync)
    .map((file) => readFileSync(file).toString("latin1"))
    .join("");
}

beforeAll(async () => {
  // Mail is down, so the visitor's mails are still waiting when they ask to be erased.
  server = await startServer({
    dataDir: dir.path,
    smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
  });
  slot = ((await (await fetch(`${server.url}/api/slots?attorney=3`)).json()) as { slots: string[] })
    .slots[0]!;
  const asks = [
    validInquiry({
      email: "Ada.Erase@example.com",
      message: secretMessage,
      slot,
      attorney: "3",
      otherParties,
    }),
    validInquiry({ email: "ada.erase@example.com", fullName: "Ada Again" }),
    validInquiry({ email: "someone.else@example.com", fullName: "Someone Else" }),
  ];
  for (const ask of asks) expect((await postJson(server.url, ask)).status).toBe(201);
});
afterAll(async () => {
  await server.close();
  dir.remove();
});

describe("a visitor's rights over their data (npm run inquiries -- --person / --erase)", () => {
  it("prints everything stored about an address, whatever its case: inquiries, booking, mails", async () => {
    const { code, stdout } = await inquiries("--person", "ADA.ERASE@example.com");
    expect(code).toBe(0);
    const data = JSON.parse(stdout) as {
      inquiries: {
        message: string;
        booking: { attorney: string; otherParties: string } | null;
        mails: { kind: string; status: string }[];
      }[];
    };
    expect(data.inquiries).toHaveLength(2);
    expect(data.inquiries[0]!.message).toBe(secretMessage);
    expect(data.inquiries[0]!.booking).toMatchObject({
      attorney: "3",
      start: Date.parse(slot),
      status: "requested",
      otherParties,
    });
    expect(data.inquiries[0]!.mails.map((m) => [m.kind, m.status])).toContainEqual([
      "inquiry.firm",
      "pending",
    ]);
  });

  it("erases nothing while a consultation of theirs is still to come: it is cancelled first, and they are told", async () => {
    const { code, stderr } = await inquiries("--erase", "ada.erase@example.com", "--yes");
    expect(code).toBe(1);
    expect(stderr).toContain("Not erased: ada.erase@example.com has a consultation still to come");
    expect(server.store.inquiries.byEmail("ada.erase@example.com")).toHaveLength(2);
    const [held] = server.store.inquiries.byEmail("ada.erase@example.com");
    expect(cancel(server.store, held!.id, { now: Date.now(), by: "firm" }).done).toBe(true);
    expect(server.store.outbox.forRecord(held!.id).map((mail) => mail.kind)).toEqual(
      expect.arrayContaining([bookingMailKinds.cancelled, bookingMailKinds.cancelledFirm]),
    );
  });

  it("erases nothing without --yes when it cannot ask", async () => {
    const { code, stderr } = await inquiries("--erase", "ada.erase@example.com");
    expect(code).toBe(1);
    expect(stderr).toMatch(/About to erase ada\.erase@example\.com: 2 inquiries .* 1 bookings/);
    expect(stderr).toContain("Not erased");
    expect(server.store.inquiries.byEmail("ada.erase@example.com")).toHaveLength(2);
  });

  it("erases every inquiry, booking and waiting mail of the address, frees the time, and leaves no readable copy", async () => {
    expect(storeBytes()).toContain(secretMessage);
    expect(storeBytes()).toContain(otherParties);
    const { code, stderr } = await inquiries("--erase", "ada.erase@example.com", "--yes");
    expect(code).toBe(0);
    expect(stderr).toContain("Erased ada.erase@example.com: 2 inquiries");

    expect(server.store.inquiries.byEmail("ada.erase@example.com")).toEqual([]);
    expect(server.store.outbox.toRecipient("ada.erase@example.com")).toEqual([]);
    const offered = (
      (await (await fetch(`${server.url}/api/slots?attorney=3`)).json()) as { slots: string[] }
    ).slots;
    expect(offered).toContain(slot);
    expect(server.store.inquiries.byEmail("someone.else@example.com")).toHaveLength(1);

    const bytes = storeBytes();
    expect(bytes).not.toContain(secretMessage);
    expect(bytes).not.toContain(otherParties);
    expect(bytes.toLowerCase()).not.toContain("ada.erase@example.com");
    expect(bytes).toContain("someone.else@example.com");
  });

  it("says so when nothing is stored about an address", async () => {
    const { code, stderr } = await inquiries("--erase", "nobody@example.com", "--yes");
    expect(code).toBe(0);
    expect(stderr).toContain("Nothing is stored about nobody@example.com");
  });
});
