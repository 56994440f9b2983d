/** The looks the site's forms share: the contact form and the "Choose another time" page. */

/** A refusal or failure, in red, with its icon first. */
export const alertClass =
  "flex items-start gap-2 rounded-sm border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900";

/** A form's one submit button (the caller sets the space above it). */
export const submitButtonClass =
  "inline-flex min-h-12 w-full items-center justify-center rounded-sm bg-navy-900 px-8 py-3 text-base font-semibold text-white transition-colors hover:bg-navy-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto";
