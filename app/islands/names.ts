/** The parts of a page that hydrate on their own; app/entry.client.tsx loads each by name. */
export type IslandName = "contact-form" | "booking-move";
