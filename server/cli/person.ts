import { createInterface } from "node:readline/promises";
import { erasePerson, personCounts, personData, type PersonData, upcoming } from "../inquiries";
import type { Store } from "../store";
import type { CommandIo } from "./command";

/** A short account of what the store holds about one address, for the operator to check. */
function summary(data: PersonData): string {
  const count = personCounts(data);
  return (
    `${data.email}: ${count.inquiries} inquiries (${data.inquiries.map((i) => i.id).join(", ") || "none"}), ` +
    `${count.bookings} bookings, ${count.mails} mails (${count.unsent} not yet sent)`
  );
}

/** `--person <email>`: everything stored about the address, as JSON (a request for access). */
export function printPerson(store: Store, email: string, io: CommandIo): void {
  io.out(`${JSON.stringify(personData(store, email), null, 2)}\n`);
}

/**
 * `--erase <email> [--yes]`: shows what will go, asks unless `--yes`, then erases it all.
 * Returns the process exit code.
 */
export async function erase(
  store: Store,
  email: string,
  yes: boolean,
  io: CommandIo,
): Promise<number> {
  const found = personData(store, email);
  if (found.inquiries.length === 0 && found.otherMails.length === 0) {
    io.err(`Nothing is stored about ${email}.\n`);
    return 0;
  }
  const coming = upcoming(found, Date.now());
  if (coming.length) {
    io.err(
      `Not erased: ${email} has a consultation still to come (${coming.map((b) => b.inquiryId).join(", ")}). ` +
        "Cancel it first at the desk, so that they and the calendars are told; then erase.\n",
    );
    return 1;
  }
  io.err(`About to erase ${summary(found)}.\n`);
  if (!yes) {
    if (!io.interactive) {
      io.err("Not erased: add --yes to erase without a question.\n");
      return 1;
    }
    const prompt = createInterface({ input: process.stdin, output: process.stderr });
    const answer = await prompt.question("Erase all of it? Type yes to go on: ");
    prompt.close();
    if (answer.trim().toLowerCase() !== "yes") {
      io.err("Not erased.\n");
      return 1;
    }
  }
  const erased = erasePerson(store, email);
  io.err(`Erased ${summary(erased)}. Any time they held is free again.\n`);
  return 0;
}
