import { ContactForm } from "~/components/sections/contact-form";
import type { ContactFormData } from "./contact-form-data";
import { hydrateIsland } from "./hydrate";

/** Hydrates the build's contact form; resolves once it answers to the visitor. */
export function hydrate(container: HTMLElement, data: ContactFormData): Promise<void> {
  return hydrateIsland(container, data, <ContactForm />);
}
