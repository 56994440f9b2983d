import { useEffect, useRef, useState } from "react";

interface PublishState {
  state: "idle" | "building" | "published" | "failed";
  step: string | null;
  finishedAt: string | null;
  reason: string | null;
  ignored: string[];
}

const time = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat("en-GB", {
        timeZone: "Asia/Amman",
        hour: "2-digit",
        minute: "2-digit",
      }).format(new Date(iso))
    : "";

/**
 * Whether the page open in Keystatic has changes not yet saved: Keystatic keeps that state to
 * itself and shows it as an "Unsaved" badge (a dot with the word hidden, at a phone's width).
 */
export function hasUnsavedChanges(root: ParentNode = document) {
  return [...root.querySelectorAll("#editor span, #editor div")].some(
    (element) => element.childElementCount === 0 && element.textContent?.trim() === "Unsaved",
  );
}

export const unsavedQuestion =
  "This page has unsaved changes. Save them first, or publish the site without them?";

/**
 * "Publish": saved changes reach the public site only when an editor publishes. The build runs on
 * the server, one at a time; this panel shows its steps, then when it went live or why it did not.
 */
export function PublishPanel({ csrf }: { csrf: string }) {
  const [status, setStatus] = useState<PublishState | null>(null);
  const panel = useRef<HTMLElement>(null);
  // Keystatic's layout ends above the panel (editor.css), however many lines the panel takes.
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) =>
      document.documentElement.style.setProperty(
        "--publish-panel",
        `${Math.ceil(entry!.borderBoxSize[0]!.blockSize)}px`,
      ),
    );
    observer.observe(panel.current!);
    return () => observer.disconnect();
  }, []);
  const [error, setError] = useState<string | null>(null);
  // Asked before a publish that would leave the open page's unsaved changes out.
  const [asking, setAsking] = useState(false);
  const building = status?.state === "building";

  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      const response = await fetch("/api/editor/publish").catch(() => null);
      if (!stopped && response?.ok) setStatus((await response.json()) as PublishState);
    };
    void poll();
    const timer = setInterval(poll, building ? 1000 : 15_000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [building]);

  async function publish({ withoutUnsaved = false } = {}) {
    setError(null);
    if (!withoutUnsaved && hasUnsavedChanges()) return setAsking(true);
    setAsking(false);
    const response = await fetch("/api/editor/publish", { method: "POST" }).catch(() => null);
    if (!response) return setError("The server could not be reached. Try again.");
    const body = (await response.json()) as PublishState & { error?: string };
    if (!response.ok && response.status !== 409) return setError(body.error ?? "Not started.");
    setStatus(body);
  }

  /** Presses the page's own Save (Keystatic's, at the top); publishing is then the editor's call. */
  function saveFirst() {
    setAsking(false);
    const save = [...document.querySelectorAll<HTMLButtonElement>("#editor button")].find(
      (button) => button.textContent?.trim() === "Save",
    );
    save?.click();
  }

  const message = building
    ? `${status?.step ?? "Building"}…`
    : status?.state === "published"
      ? `Published at ${time(status.finishedAt)} (Amman time).`
      : status?.state === "failed"
        ? `Not published: ${status.reason}. The site is unchanged.`
        : "Saved changes appear on the site once published.";
  const ignored = status?.state === "published" ? (status.ignored ?? []) : [];
  const left = ignored.length
    ? ` Left out, as the site does not read ${ignored.length === 1 ? "it" : "them"}: ${ignored.join(", ")}.`
    : "";

  return (
    <aside className="publish-panel" aria-label="Publishing" ref={panel}>
      <p
        role="status"
        aria-live="polite"
        data-state={asking ? "asking" : (status?.state ?? "idle")}
      >
        {asking ? unsavedQuestion : (error ?? `${message}${left}`)}
      </p>
      {/* Every mail in both languages from the saved words (server/editor/mail-preview.ts). */}
      <a className="mail-preview" href="/api/editor/mail-previews/" target="_blank" rel="noopener">
        Preview the mails <span lang="ar">· معاينة الرسائل</span>
      </a>
      {asking ? (
        <>
          <button type="button" className="secondary" onClick={saveFirst}>
            Save them first
          </button>
          <button type="button" onClick={() => void publish({ withoutUnsaved: true })}>
            Publish without them
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => void publish()}
          disabled={building}
          aria-disabled={building}
        >
          {building ? "Publishing…" : "Publish the site"}
        </button>
      )}
      {/* Signed in (not `npm run edit` on this machine): a shared office computer signs out. */}
      {csrf && (
        <form method="post" action="/editor/logout">
          <input type="hidden" name="csrf" value={csrf} />
          <button type="submit" className="sign-out">
            Sign out
          </button>
        </form>
      )}
    </aside>
  );
}
