/**
 * After `react-router build`: compress every text asset with brotli and gzip, so the server
 * sends precompressed files instead of compressing on each request.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = new URL("../build/client/", import.meta.url).pathname;
const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|data|webmanifest|vcf|ico)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

let count = 0;
for await (const path of files(root)) {
  if ((await stat(path)).size < 512) continue;
  const body = await readFile(path);
  await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`postbuild: compressed ${count} files with brotli and gzip`);
