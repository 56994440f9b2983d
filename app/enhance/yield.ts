/** Lets the browser paint and answer input before the next step of a script runs (issue 23). */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
