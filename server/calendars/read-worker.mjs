// The module piscina loads in the calendar reader's worker (read.ts). Node 20 gives a worker's
// entry none of the parent's module hooks, even with `--import tsx` in its execArgv ("Unknown
// file extension .ts"), under `tsx server/main.ts` and Vitest alike: so this file, plain
// JavaScript, registers tsx in the worker, then loads the TypeScript.
import { register } from "tsx/esm/api";

register();
const { readTask } = await import("./read-worker.ts");

export default readTask;
