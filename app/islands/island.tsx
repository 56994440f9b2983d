import type { ReactNode } from "react";
import type { IslandName } from "./names";

/** JSON inside a <script> element: `<` escaped so no text can close the element early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * A part of a page that the browser hydrates on its own (see app/entry.client.tsx): the data it
 * needs to render again in the browser, then its markup inside a container without a box of
 * its own. Everything else on the page stays the build's HTML.
 */
export function Island<Data>({
  name,
  data,
  children,
}: {
  name: IslandName;
  data: Data;
  children: ReactNode;
}) {
  return (
    <>
      <script
        type="application/json"
        data-island-data={name}
        dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
      />
      <div data-island={name} className="contents">
        {children}
      </div>
    </>
  );
}
