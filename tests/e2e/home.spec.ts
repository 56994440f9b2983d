import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  test,
  waitForPageScript,
} from "./fixtures";
// The hero's heading in each language is the firm's (content/home.json), read as the page reads it.
import { copy } from "./languages";

test("home page is served as HTML with its text in both languages", async ({ request }) => {
  const en = await request.get("/");
  expect(en.status()).toBe(200);
  const enHtml = await en.text();
  expect(enHtml).toContain('<html lang="en" dir="ltr"');
  expect(enHtml).toContain(copy.en.heading);
  const ar = await request.get("/ar");
  const arHtml = await ar.text();
  expect(arHtml).toContain('<html lang="ar" dir="rtl"');
  expect(arHtml).toContain(copy.ar.heading);
});

for (const path of ["/", "/ar"]) {
  test(`home ${path} is accessible and fits the screen`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    await waitForPageScript(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      copy[path === "/" ? "en" : "ar"].heading,
    );
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalScroll(page);
  });
}
