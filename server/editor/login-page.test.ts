import { describe, expect, it } from "vitest";
import { formatDuration } from "../../app/i18n/format";
import { loginPage } from "./login-page";

describe("the sign-in page after too many attempts", () => {
  it.each(["en", "ar"] as const)(
    "says in %s how long signing in is paused, from the limit itself",
    (lang) => {
      for (const minutes of [15, 10, 60]) {
        const page = loginPage({
          lang,
          firmName: "Firm",
          error: "limited",
          pausedMinutes: minutes,
        });
        expect(page).toContain(formatDuration(lang, minutes));
        expect(page).not.toContain("{{");
      }
    },
  );
});
