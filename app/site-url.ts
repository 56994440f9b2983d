/** The public origin used for canonical and alternate links; set SITE_URL at build time. */
export const defaultSiteUrl = "https://www.nasserlaw.jo";

export function siteUrl(): string {
  const value = typeof process !== "undefined" ? process.env.SITE_URL : undefined;
  return (value || defaultSiteUrl).replace(/\/+$/, "");
}
