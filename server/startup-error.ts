/** A reason the server cannot start, worded for whoever runs it (printed in one line, exit 1). */
export class StartupError extends Error {
  override name = "StartupError";
}
