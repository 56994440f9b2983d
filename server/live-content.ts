import { basename } from "node:path";
import { readLiveContent, switchLiveContent } from "../app/content/live.server";
import { queueAfterPublish } from "./bookings";
import type { Outbox } from "./mail";
import { buildContent } from "./published-build";
import type { Store } from "./store";

/**
 * What a publish changes on the server besides the pages (issue 38): the content the server
 * reads is read from the new build first (throwing leaves everything as it was), then, as the
 * pages switch, the mails still waiting are written as queued, the content is swapped, and the
 * firm hears of held times the new content would not offer.
 */
export function contentSwitch({
  store,
  outbox,
  wakeMail,
  now,
}: {
  store: Store;
  outbox: Outbox | null;
  wakeMail: () => void;
  now: () => number;
}) {
  return (buildDir: string) => {
    const next = readLiveContent(buildContent(buildDir));
    // The new build's own server code (the pages it renders on request) reads its content
    // folder from the environment when the pages load it, just after this.
    process.env.CONTENT_DIR = next.dir;
    return () => {
      outbox?.composeWaiting();
      switchLiveContent(next);
      const build = basename(buildDir);
      if (queueAfterPublish(store, store.outbox, { build, now: now() })) wakeMail();
    };
  };
}
