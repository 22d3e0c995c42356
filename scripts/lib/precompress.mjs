// Gzip once, at build time: every compressible file of the build gets a `.gz` beside it, which
// nginx's `gzip_static` sends as is (deploy/nginx) and the Node server loads instead of
// compressing at start (site-server.mjs). One rule for both: which files, which level.
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { COMPRESSIBLE, fileType } from "./file-types.mjs";

/** The suffix of a precompressed copy. */
export const GZIP_SUFFIX = ".gz";

/** Below this many bytes gzip's header outweighs what it saves (nginx: gzip_min_length 513). */
export const MIN_COMPRESSED_SIZE = 513;

/** The gzip of a file's body when it is worth sending: a compressible type and big enough. */
export function gzipOf(body, type) {
  if (!COMPRESSIBLE.test(type) || body.length < MIN_COMPRESSED_SIZE) return null;
  const gzip = gzipSync(body, { level: 9 });
  return gzip.length < body.length ? gzip : null;
}

/** The precompressed copy written beside `file`, or the gzip made now when there is none. */
export function readGzip(file, body, type) {
  const copy = file + GZIP_SUFFIX;
  if (existsSync(copy)) return readFileSync(copy);
  return gzipOf(body, type);
}

/**
 * Writes `name.gz` beside every file under `clientDir` whose type is compressible and whose gzip is
 * smaller; returns how many were written and their bytes before and after.
 */
export function writePrecompressed(clientDir) {
  const result = { files: 0, bytes: 0, gzipBytes: 0 };
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith(GZIP_SUFFIX)) {
        const body = readFileSync(full);
        const gzip = gzipOf(body, fileType(entry.name));
        if (!gzip) continue;
        writeFileSync(full + GZIP_SUFFIX, gzip);
        result.files += 1;
        result.bytes += body.length;
        result.gzipBytes += gzip.length;
      }
    }
  };
  walk(clientDir);
  return result;
}
