import { useRouteLoaderData } from "react-router";
import { contactFormMessages, type ContactFormData } from "~/islands/contact-form-data";
import { Island } from "~/islands/island";
import { islandData } from "~/islands/island-data";
import type { RootData } from "~/root-data";
import { ContactForm } from "./contact-form";

/** The contact form as the page's one hydrated part, with what it needs to render in the browser. */
export function ContactFormIsland() {
  const root = useRouteLoaderData<RootData>("root");
  if (!root) throw new Error("The contact form renders inside the site's layout");
  const data: ContactFormData = islandData(root, contactFormMessages);
  return (
    <Island name="contact-form" data={data}>
      <ContactForm />
    </Island>
  );
}
