import {
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  test,
  waitForPageScript,
} from "./fixtures";

test("home page is served as HTML with its text in both languages", async ({ request }) => {
  const en = await request.get("/");
  expect(en.status()).toBe(200);
  const enHtml = await en.text();
  expect(enHtml).toContain('<html lang="en" dir="ltr"');
  expect(enHtml).toContain("Counsel that knows the market");
  const ar = await request.get("/ar");
  const arHtml = await ar.text();
  expect(arHtml).toContain('<html lang="ar" dir="rtl"');
  expect(arHtml).toContain("محامون يعرفون السوق");
});

for (const path of ["/", "/ar"]) {
  test(`home ${path} is accessible and fits the screen`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    await waitForPageScript(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalScroll(page);
  });
}
