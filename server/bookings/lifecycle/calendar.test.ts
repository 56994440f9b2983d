// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sampleMails } from "../../mail-samples";
import { mailsOf } from ".";

/** Each mail kind's calendar rule, as the lifecycle's table gives it. */
const rules = new Map(
  Object.values(mailsOf)
    .flat()
    .map((rule) => [rule.kind, rule.calendar ?? null]),
);

describe("the calendar update each mail carries", () => {
  it.each(sampleMails().filter(({ mail }) => mail.subject))(
    "$name: the one the lifecycle's table names",
    ({ name, mail, booking }) => {
      const kind = name.replace(/[+-].*$/, "").replace(/-(en|ar)$/, "");
      if (!rules.has(kind)) return;
      const rule = rules.get(kind)!;
      const expected = rule && (!rule.ifInvited || booking?.invited) ? rule.method : undefined;
      expect(mail.icalEvent?.method).toBe(expected);
    },
  );
});
