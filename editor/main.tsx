import { Keystatic } from "@keystatic/core/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { markDirections, repairOnEveryDraw } from "./direction";
import { nameControls } from "./names";
import config from "./keystatic.config";
import { PublishPanel } from "./publish-panel";
import "./fonts.css";
import "./editor.css";

// Every write the editor makes carries the session's token (the server refuses one without).
const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
const send = window.fetch.bind(window);
window.fetch = (input, init = {}) => {
  const method = (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (method === "GET" || method === "HEAD" || url.origin !== location.origin)
    return send(input, init);
  const headers = new Headers(
    init.headers ?? (input instanceof Request ? input.headers : undefined),
  );
  headers.set("x-csrf-token", csrf);
  return send(input, { ...init, headers });
};

repairOnEveryDraw(markDirections, nameControls);
createRoot(document.getElementById("editor")!).render(
  <StrictMode>
    <Keystatic config={config} />
    <PublishPanel />
  </StrictMode>,
);
