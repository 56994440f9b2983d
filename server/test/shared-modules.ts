/**
 * Vitest's setup for each test file (vitest.config.ts): a worker runs its files one after another
 * in one module graph, so each file starts from the content the repository holds, whatever the
 * file before it switched (a publish, a test's booking rules) or pointed CONTENT_DIR at.
 */
import { afterAll } from "vitest";
import { contentDir } from "../../app/content/files.server";
import {
  readLiveContent,
  switchLiveContent,
  type LiveContent,
} from "../../app/content/live.server";

// Read once per worker: this file runs again before each test file, its imports do not.
const worker = globalThis as { repositoryContent?: { dir: string | undefined; live: LiveContent } };
worker.repositoryContent ??= {
  dir: process.env.CONTENT_DIR,
  live: readLiveContent(contentDir),
};
const { dir: contentDirAtStart, live } = worker.repositoryContent;

afterAll(() => {
  if (contentDirAtStart === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = contentDirAtStart;
  switchLiveContent(live);
});
