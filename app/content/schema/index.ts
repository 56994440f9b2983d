import { dataRequestsSchema } from "./data-requests";
import { deskSchema } from "./desk";
import type { z } from "zod";
import { attorneySchema } from "./attorney";
import { bookingSchema, closedDatesSchema } from "./booking";
import { bookingPagesSchema, mailWordsSchema, signInSchema } from "./booking-pages";
import { firmSchema } from "./firm";
import { homeSchema } from "./home";
import { interfaceSchema } from "./interface";
import { privacySchema, termsSchema } from "./legal";
import { firmMailsSchema, visitorMailsSchema } from "./mails";
import {
  attorneysPageSchema,
  contactPageSchema,
  contactResultSchema,
  insightsPageSchema,
  servicesPageSchema,
} from "./pages";
import { insightSchema } from "./insight";
import { serviceSchema } from "./service";

/**
 * Every file of content/ and its schema: the build checks them (../check.ts) and the editor shows
 * them (editor/keystatic.config.ts), with the names the firm knows them by.
 */
export const singletons: Record<string, { label: string; schema: z.ZodType }> = {
  "firm.json": { label: "The firm", schema: firmSchema },
  "home.json": { label: "Home page", schema: homeSchema },
  "pages/services.json": { label: "Services page", schema: servicesPageSchema },
  "pages/attorneys.json": { label: "Attorneys page and profiles", schema: attorneysPageSchema },
  "pages/contact.json": { label: "Contact page", schema: contactPageSchema },
  "pages/insights.json": { label: "Insights page", schema: insightsPageSchema },
  "pages/contact-sent.json": { label: "Message sent", schema: contactResultSchema },
  "pages/contact-sent-held.json": {
    label: "Message sent, time held",
    schema: contactResultSchema,
  },
  "pages/contact-sent-no-slot.json": {
    label: "Message sent, time no longer free",
    schema: contactResultSchema,
  },
  "pages/contact-not-sent.json": { label: "Message not sent", schema: contactResultSchema },
  "legal/privacy.json": { label: "Privacy policy", schema: privacySchema },
  "legal/terms.json": { label: "Terms of service", schema: termsSchema },
  "booking/settings.json": { label: "Booking settings", schema: bookingSchema },
  "booking/closed-dates.json": { label: "Closed dates", schema: closedDatesSchema },
  "interface.json": { label: "Menus, footer and form", schema: interfaceSchema },
  "mails/visitor.json": { label: "Mails to visitors", schema: visitorMailsSchema },
  "mails/firm.json": { label: "Mails to the firm", schema: firmMailsSchema },
  "mails/booking-pages.json": {
    label: "Pages behind the mails' links",
    schema: bookingPagesSchema,
  },
  "mails/words.json": { label: "Words every mail shares", schema: mailWordsSchema },
  "mails/sign-in.json": { label: "Staff sign-in page", schema: signInSchema },
  "mails/desk.json": { label: "The desk (staff only)", schema: deskSchema },
  "mails/data-requests.json": {
    label: "Data requests (privacy form, mails, desk)",
    schema: dataRequestsSchema,
  },
};

/** The collections: one file per entry, named by the entry's id. */
export const collections: Record<
  "attorneys" | "services" | "insights",
  { label: string; schema: z.ZodType<object>; optional?: boolean }
> = {
  attorneys: { label: "Attorneys", schema: attorneySchema },
  services: { label: "Services", schema: serviceSchema },
  insights: { label: "Insights (articles)", schema: insightSchema, optional: true },
};
