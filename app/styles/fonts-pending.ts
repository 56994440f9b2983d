import { yieldToMain } from "~/enhance/yield";

/**
 * A visitor's first page is drawn in system faces fitted to the site's (./fonts.ts) and changes to
 * the site's faces once they have all arrived. This is the small part the page itself runs.
 */

/**
 * The mark (`<html data-fonts-pending="…">`) that keeps a first page in its fitted system faces.
 * It holds what the browser notes once the faces are in: their files' names.
 */
export const fontsPendingAttribute = "fonts-pending";

/** What names a system face fitted to a site face: `"Inter Variable Fallback: Arial"`. */
export const fittedMark = " Fallback: ";

/** Where the browser notes which faces it has for a language, so that new files count as new. */
export const fontsStorageKey = (lang: string) => `fonts-${lang}`;

/**
 * Runs inline in <head>, before the first paint (serialised: it must not reference anything
 * outside itself). Marks the page when the browser has not noted these faces yet. A browser
 * whose storage is blocked gets no mark: it is drawn like a page without JavaScript.
 */
export function markFontsPending(key: string, version: string, attribute: string): void {
  try {
    if (localStorage.getItem(key) !== version)
      document.documentElement.setAttribute("data-" + attribute, version);
  } catch {
    // Storage blocked: no mark.
  }
}

/**
 * The mark on a part of a first page (`data-fonts-in`) that has changed to the site's faces; its
 * value is `inheritedFamily` when the part draws in the page's own family rather than one of its
 * own (a heading's).
 */
export const fontsInAttribute = "fonts-in";
export const inheritedFamily = "page";

/**
 * Chromium counts a layout shift when something's starting corner moves by 3 CSS pixels or more
 * (the Layout Instability spec's "starting point"; blink's `kMovementThreshold`).
 */
const movementThreshold = 3;

/**
 * The page's script, after the first paint: loads the page's own faces (those the stylesheet
 * declares with a file, not the fitted system ones) and notes the files, so that later pages have
 * them from their first paint. Then the page changes face one part at a time, each in a task of
 * its own, so that no one step re-lays out the whole page (issue 23). A part whose change would
 * move anything in view, because a line breaks elsewhere in the site's face than in the fitted
 * one, keeps its fitted face while it is in view and changes once it is not: text never moves
 * under the reader's eyes. If a face cannot be loaded the page stays in the fitted faces.
 */
export async function loadPendingFonts(): Promise<void> {
  const root = document.documentElement;
  const version = root.getAttribute(`data-${fontsPendingAttribute}`);
  if (version === null || !("fonts" in document)) return;
  const faces = [...document.fonts].filter((face) => !face.family.includes(fittedMark));
  try {
    await Promise.all(faces.map((face) => face.load()));
  } catch {
    return;
  }
  try {
    localStorage.setItem(fontsStorageKey(root.lang), version);
  } catch {
    // Storage blocked: the next page is marked again, and changes face again.
  }

  // The mark stays on the page: taking it away would restyle every element at once.
  const pageFamily = getComputedStyle(root).fontFamily;
  // The parts that wait, by what was watched when they were tried: they change once all of that
  // is out of view, where their change can move nothing one sees.
  const waiting = new Map<Element, Element[]>();
  const outOfView = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      // The report is checked against the element's place now: it can be a frame behind.
      if (isIntersecting || inView(target.getBoundingClientRect())) continue;
      for (const part of waiting.get(target) ?? []) changeFace(part, pageFamily);
      waiting.delete(target);
      outOfView.unobserve(target);
    }
  });
  // A part that cannot change whole is tried piece by piece: the header's name may change face
  // where its links, whose widths would move each other, cannot.
  const queue = partsOf(document.body).map((part) => ({ part, depth: 0 }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    await yieldToMain();
    const { part, depth } = next;
    // A piece's change can move its neighbours too: all of its parent is watched.
    const watched = depth === 0 ? part : (part.parentElement ?? part);
    if (changesFaceInPlace(part, watched, pageFamily)) continue;
    const pieces = [...part.children].filter((child) => child.textContent?.trim());
    if (depth < maxDepth && pieces.length > 0 && !hasOwnText(part)) {
      queue.unshift(...pieces.map((piece) => ({ part: piece, depth: depth + 1 })));
    } else {
      waiting.set(watched, [...(waiting.get(watched) ?? []), part]);
      outOfView.observe(watched);
    }
  }
  // Tests (and curious people) can tell when every part has changed face or waits to.
  root.dataset.fontsSettled = "";
}

/** How many times a part is split into its children before it waits to be out of view. */
const maxDepth = 3;

/** Whether an element holds text of its own, outside its child elements: it cannot be split. */
function hasOwnText(element: Element): boolean {
  return [...element.childNodes].some(
    (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
  );
}

/** The page's parts, top to bottom: the body's children, with <main> taken section by section. */
function partsOf(body: HTMLElement): Element[] {
  return [...body.children].flatMap((child) =>
    child.tagName === "MAIN"
      ? [...child.children]
      : ["SCRIPT", "TEMPLATE", "NOSCRIPT", "STYLE"].includes(child.tagName)
        ? []
        : [child],
  );
}

function changeFace(part: Element, pageFamily: string) {
  const inherits = getComputedStyle(part).fontFamily === pageFamily;
  part.setAttribute(`data-${fontsInAttribute}`, inherits ? inheritedFamily : "");
}

/**
 * Changes a part's face, unless that would move something in view within `watched` (the part,
 * or the element around it) or below it: then the part is put back before the browser paints,
 * so nothing was seen to move, and it says so.
 */
function changesFaceInPlace(part: Element, watched: Element, pageFamily: string): boolean {
  if (!inView(watched.getBoundingClientRect())) {
    changeFace(part, pageFamily);
    return true;
  }
  const before = startingPoints(watched);
  changeFace(part, pageFamily);
  const after = startingPoints(watched);
  const moved = before.some((point, i) => {
    const now = after[i]!;
    const shifted =
      Math.abs(point.x - now.x) >= movementThreshold ||
      Math.abs(point.y - now.y) >= movementThreshold;
    return shifted && (inView(point.rect) || inView(now.rect));
  });
  if (moved) part.removeAttribute(`data-${fontsInAttribute}`);
  return !moved;
}

/** Whether a box is on screen, edges included. */
function inView(rect: DOMRect): boolean {
  return rect.bottom >= 0 && rect.top <= innerHeight && rect.right >= 0 && rect.left <= innerWidth;
}

interface StartingPoint {
  x: number;
  y: number;
  rect: DOMRect;
}

/**
 * Where each box and each run of text in an element starts (its top left, or top right in
 * right-to-left text), and the element's bottom, where whatever follows it starts.
 */
function startingPoints(part: Element): StartingPoint[] {
  const point = (rect: DOMRect, rtl: boolean): StartingPoint => ({
    x: rtl ? rect.right : rect.left,
    y: rect.top,
    rect,
  });
  const rtl = (element: Element | null) => element?.closest("[dir]")?.getAttribute("dir") === "rtl";
  const whole = part.getBoundingClientRect();
  const end = new DOMRect(whole.left, whole.bottom, whole.width, 0);
  const points: StartingPoint[] = [{ x: 0, y: end.top, rect: end }];
  const walker = document.createTreeWalker(part, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Element) {
      points.push(point(node.getBoundingClientRect(), rtl(node)));
    } else if (node.textContent?.trim()) {
      range.selectNodeContents(node);
      points.push(point(range.getClientRects()[0] ?? new DOMRect(), rtl(node.parentElement)));
    }
  }
  return points;
}
