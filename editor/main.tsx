import { Keystatic } from "@keystatic/core/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { markDirections, repairOnEveryDraw } from "./direction";
import { nameControls } from "./names";
import config from "./keystatic.config";
import { PublishPanel } from "./publish-panel";
import "./fonts.css";
import "./editor.css";

// Every write the editor makes carries the session's token (the server refuses one without), and
// a save names the version of each file it replaces, as Keystatic's tree last gave it to this page:
// the server refuses (409) a save over a version someone else has saved since.
const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
const treeRoute = "/api/keystatic/tree";
const saveRoute = "/api/keystatic/update";
const seen = new Map<string, string>();
const rememberTree = (response: Response) => {
  if (!response.ok) return response;
  void response
    .clone()
    .json()
    .then((entries: { path: string; sha: string }[]) => {
      seen.clear();
      for (const { path, sha } of entries) seen.set(path, sha);
    })
    .catch(() => undefined);
  return response;
};
const baseOf = (body: unknown) => {
  try {
    const update = JSON.parse(String(body)) as Record<string, { path: string }[]>;
    const paths = [...(update.additions ?? []), ...(update.deletions ?? [])].map((f) => f.path);
    return JSON.stringify(Object.fromEntries(paths.map((path) => [path, seen.get(path) ?? null])));
  } catch {
    return null;
  }
};
const send = window.fetch.bind(window);
window.fetch = (input, init = {}) => {
  const method = (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.origin !== location.origin) return send(input, init);
  if (method === "GET" || method === "HEAD")
    return url.pathname === treeRoute ? send(input, init).then(rememberTree) : send(input, init);
  const headers = new Headers(
    init.headers ?? (input instanceof Request ? input.headers : undefined),
  );
  headers.set("x-csrf-token", csrf);
  if (url.pathname !== saveRoute) return send(input, { ...init, headers });
  const base = baseOf(init.body);
  if (base) headers.set("x-content-base", base);
  return send(input, { ...init, headers }).then(rememberTree);
};

repairOnEveryDraw(markDirections, nameControls);
createRoot(document.getElementById("editor")!).render(
  <StrictMode>
    <Keystatic config={config} />
    <PublishPanel csrf={csrf} />
  </StrictMode>,
);
