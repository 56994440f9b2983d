import { useRouteLoaderData } from "react-router";
import { BookingMove } from "~/components/sections/booking-move";
import { PageHeader } from "~/components/ui/page-header";
import { type BookingMoveData, bookingMoveMessages } from "~/islands/booking-move-data";
import { Island } from "~/islands/island";
import { islandData } from "~/islands/island-data";
import type { RootData } from "~/root-data";
import { routeMeta } from "~/seo";
import type { Route } from "./+types/booking-move";

/**
 * "Choose another time": the server answers `/booking/move/<id>?t=…` (the link in the booking
 * mails) with this page in the visitor's language once the link's signature holds
 * (server/bookings/move-route.ts); the page's island reads the booking and moves it.
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, (root) => ({
    path: "/booking/move",
    title: root.messages.move.title,
    description: root.messages.move.intro,
    noindex: true,
  }));

export default function BookingMoveRoute() {
  const root = useRouteLoaderData<RootData>("root");
  if (!root) throw new Error("The move page renders inside the site's layout");
  const data: BookingMoveData = islandData(root, bookingMoveMessages);
  return (
    <>
      <PageHeader
        eyebrow={root.messages.move.eyebrow}
        title={root.messages.move.title}
        intro={root.messages.move.intro}
      />
      <Island name="booking-move" data={data}>
        <BookingMove />
      </Island>
    </>
  );
}
