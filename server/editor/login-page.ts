import { localize } from "../../app/content/bilingual";
import { liveCopy } from "../../app/content/mails.server";
import { fill } from "../../app/content/schema/template";
import { formatDuration } from "../../app/i18n/format";

/**
 * The login page's words (content/mails/sign-in.json): the firm's staff read it in English or
 * Arabic, with a link to the other language named in that language.
 */
export const loginCopy = liveCopy(
  (content) => content.signIn,
  (file, lang) => {
    const { otherLanguage, ...words } = localize(file, lang);
    return { ...words, other: { label: otherLanguage, lang: lang === "en" ? "ar" : "en" } };
  },
);

export type LoginLang = "en" | "ar";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sign-in form: what was typed in the email field is kept, the password never is. */
export function loginPage({
  lang,
  firmName,
  email = "",
  error = null,
  pausedMinutes = 0,
  notice = null,
  next,
}: {
  lang: LoginLang;
  firmName: string;
  email?: string;
  error?: "wrong" | "limited" | "noRole" | null;
  /** How long signing in is paused after too many attempts (the "limited" message says it). */
  pausedMinutes?: number;
  notice?: "signedOut" | "ended" | null;
  /** The page asked for, to open once signed in (checked by the server). */
  next?: string;
}) {
  const t = loginCopy[lang];
  const message =
    error === "limited"
      ? fill(t.limited, { duration: formatDuration(lang, pausedMinutes) })
      : error
        ? t[error]
        : null;
  return `<!doctype html>
<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escape(t.title)} · ${escape(firmName)}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0f2140; color: #0f2140;
    font: 1rem/1.5 system-ui, "Segoe UI", Tahoma, sans-serif; }
  main { width: min(26rem, calc(100vw - 2rem)); background: #fff; border-block-start: 4px solid #cfab67; padding: 2rem; box-sizing: border-box; }
  h1 { font-size: 1.375rem; margin: 0 0 .5rem; }
  p { margin: 0 0 1.25rem; color: #334155; }
  label { display: block; font-weight: 600; margin-block: 1rem .375rem; }
  input { box-sizing: border-box; width: 100%; min-height: 2.75rem; padding: .5rem .75rem; border: 1px solid #64748b; border-radius: 4px; font: inherit; }
  input[type=email] { direction: ltr; text-align: start; }
  [dir=rtl] input[type=email] { text-align: end; }
  button { margin-block-start: 1.5rem; width: 100%; min-height: 2.75rem; border: 0; border-radius: 4px; background: #0f2140; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #b08a3e; outline-offset: 2px; }
  .error { padding: .75rem 1rem; background: #fef2f2; border-inline-start: 4px solid #b91c1c; color: #7f1d1d; }
  .notice { padding: .75rem 1rem; background: #f0fdf4; border-inline-start: 4px solid #15803d; color: #14532d; }
  .brand { color: #fff; font-weight: 600; text-align: center; margin-block-end: 1rem; }
  .switch { display: block; margin-block-start: 1.25rem; text-align: center; color: #0f2140; }
</style>
</head>
<body>
<div>
<header><p class="brand">${escape(firmName)}</p></header>
<main>
<h1>${escape(t.title)}</h1>
<p>${escape(t.intro)}</p>
${message ? `<p class="error" role="alert" id="login-error">${escape(message)}</p>` : ""}
${notice ? `<p class="notice" role="status">${escape(t[notice])}</p>` : ""}
<form method="post" action="/editor/login" novalidate>
<input type="hidden" name="lang" value="${lang}">
${next ? `<input type="hidden" name="next" value="${escape(next)}">` : ""}
<label for="email">${escape(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escape(email)}"${message ? ' aria-describedby="login-error" aria-invalid="true"' : ""}${message ? "" : " autofocus"}>
<label for="password">${escape(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${message ? ' aria-describedby="login-error" aria-invalid="true" autofocus' : ""}>
<button type="submit">${escape(t.submit)}</button>
</form>
<a class="switch" href="/editor/login?lang=${t.other.lang}${next ? `&amp;next=${escape(encodeURIComponent(next))}` : ""}" lang="${t.other.lang}" hreflang="${t.other.lang}">${t.other.label}</a>
</main>
</div>
</body>
</html>`;
}
