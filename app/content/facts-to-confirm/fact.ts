/** One fact the firm must confirm, and where the site states it. */
export interface FactLocation {
  /** A file, relative to the repository (the content files are under content/). */
  file: string;
  /** Text that appears in that file where the fact is stated (JSON: as written compactly). */
  text: string;
}

export interface FactToConfirm {
  id: string;
  /** What the site states. */
  fact: string;
  /** Why the firm must confirm it before launch. */
  why: string;
  where: FactLocation[];
  /**
   * "claim": not a fact to confirm but a claim the Bar's rules on advertising and soliciting
   * restrict: to remove unless the Bar permits it. Each has a switch in the editor, on by
   * default (one of its places is that switch in content/home.json).
   */
  kind?: "claim";
}
