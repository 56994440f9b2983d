import { BookingMove } from "~/components/sections/booking-move";
import type { BookingMoveData } from "./booking-move-data";
import { hydrateIsland } from "./hydrate";

/** Hydrates the build's "Choose another time" page; resolves once it answers to the visitor. */
export function hydrate(container: HTMLElement, data: BookingMoveData): Promise<void> {
  return hydrateIsland(container, data, <BookingMove />);
}
