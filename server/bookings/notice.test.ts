// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { instantFromZoned } from "../../app/booking/zoned";
import { firm } from "../../app/content/firm";
import { mailContent } from "../../app/content/mails.server";
import {
  applyBookingRules,
  postJson,
  startServer,
  tempDir,
  validInquiry,
  type TestServer,
} from "../test/helpers";
import { bookingLink } from "./links";

const secret = "s".repeat(40);
const servers: TestServer[] = [];
const dirs: { remove: () => void }[] = [];
// The booked time is one of the tests' own rules (testBookingRules), whatever the firm sets.
let firmRules = () => {};
beforeEach(() => {
  firmRules = applyBookingRules();
});
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const dir of dirs.splice(0)) dir.remove();
  firmRules();
});

describe("the notice window", () => {
  it("closes the visitor's online cancel 12 hours before the start, and sends them to the phone", async () => {
    const clock = { now: instantFromZoned("2026-11-30", 9, "Asia/Amman").getTime() };
    const dir = tempDir();
    dirs.push(dir);
    const server = await startServer(
      { dataDir: dir.path, bookingSecret: secret },
      { now: () => clock.now },
    );
    servers.push(server);
    const slot = "2026-12-01T15:00:00+03:00";
    const response = await postJson(
      server.url,
      validInquiry({ slot, attorney: "3", meeting: "office", language: "ar" }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const cancel = bookingLink(server.url, secret, "cancel", id);
    const start = Date.parse(slot);

    // 13 hours before: the page offers the button.
    clock.now = start - 13 * 3_600_000;
    expect(await (await fetch(cancel)).text()).toContain('<form method="post"');

    // 11 hours before: no button, the office's number instead, and a press changes nothing.
    clock.now = start - 11 * 3_600_000;
    const page = await fetch(cancel);
    expect(page.status).toBe(409);
    const html = await page.text();
    // The page's words and the office's number, as the firm's content has them.
    expect(html).toContain(mailContent.pages.notice.title.ar);
    expect(html).toContain(`\u2066${firm.phone.display}\u2069`);
    expect(html).toContain(`<a href="tel:${firm.phone.display.replace(/[^\d+]/g, "")}"`);
    expect(html).not.toContain("<form");
    const press = await fetch(cancel, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(press.status).toBe(409);
    expect(server.store.bookings.get(id)?.status).toBe("requested");

    // The firm's own links are not limited by it.
    const confirm = await fetch(bookingLink(server.url, secret, "confirm", id), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(confirm.status).toBe(200);
    expect(server.store.bookings.get(id)?.status).toBe("confirmed");
  });
});
