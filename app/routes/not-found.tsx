import { data } from "react-router";

/** Any path the site does not have: the root's error boundary shows the localized 404 page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
