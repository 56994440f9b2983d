// @vitest-environment jsdom
/**
 * "Publish the site" with the open page's changes not saved: the firm is asked, in words, before
 * the site is published without them; nothing is published until it answers.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PublishPanel, unsavedQuestion } from "./publish-panel";

const idle = { state: "idle", step: null, finishedAt: null, reason: null, ignored: [] };
let posts: number;
let saves: number;

beforeEach(() => {
  posts = 0;
  saves = 0;
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === "POST") posts += 1;
      const state =
        init?.method === "POST" ? { ...idle, state: "building", step: "Building" } : idle;
      return new Response(JSON.stringify(state), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** Keystatic's page as it draws it: its Save button, and its badge when a change is not saved. */
function keystaticPage({ unsaved }: { unsaved: boolean }) {
  const editor = document.createElement("div");
  editor.id = "editor";
  editor.innerHTML = `<header><h1>The firm</h1>${unsaved ? "<span><span>Unsaved</span></span>" : ""}<button>Save</button></header>`;
  editor.querySelector("button")!.addEventListener("click", () => (saves += 1));
  document.body.append(editor);
}

describe("publishing with unsaved changes", () => {
  it("asks first, and publishes only when told to publish without them", async () => {
    keystaticPage({ unsaved: true });
    render(<PublishPanel csrf="" />);
    fireEvent.click(screen.getByRole("button", { name: "Publish the site" }));
    expect(await screen.findByText(unsavedQuestion)).toBeTruthy();
    expect(posts).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Publish without them" }));
    await vi.waitFor(() => expect(posts).toBe(1));
    expect(screen.queryByText(unsavedQuestion)).toBeNull();
  });

  it("saves the page when asked to save first, and publishes nothing", async () => {
    keystaticPage({ unsaved: true });
    render(<PublishPanel csrf="" />);
    fireEvent.click(screen.getByRole("button", { name: "Publish the site" }));
    fireEvent.click(await screen.findByRole("button", { name: "Save them first" }));
    expect(saves).toBe(1);
    expect(posts).toBe(0);
    expect(screen.getByRole("button", { name: "Publish the site" })).toBeTruthy();
  });

  it("publishes at once when every change is saved", async () => {
    keystaticPage({ unsaved: false });
    render(<PublishPanel csrf="" />);
    fireEvent.click(screen.getByRole("button", { name: "Publish the site" }));
    await vi.waitFor(() => expect(posts).toBe(1));
    expect(screen.queryByText(unsavedQuestion)).toBeNull();
  });
});
