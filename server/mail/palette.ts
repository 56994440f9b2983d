/** The site's palette (app/styles/app.css) in mail: navy, one muted gold accent, ivory. */
export const navy = "#0f2140";
export const gold = "#cfab67";
export const ivory = "#faf7f1";
export const slate = "#1e293b";
export const line = "#e4dccb";

export const font =
  "'Segoe UI',Tahoma,'Noto Sans Arabic','Noto Sans','Helvetica Neue',Arial,sans-serif";
