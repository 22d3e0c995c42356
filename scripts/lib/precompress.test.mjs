// The build's precompression (precompress.mjs): which files get a `.gz`, and that it unpacks to
// the file.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { MIN_COMPRESSED_SIZE, gzipOf, writePrecompressed } from "./precompress.mjs";

let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "precompress-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(relative, contents) {
  const full = path.join(dir, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, contents);
  return full;
}

describe("writePrecompressed", () => {
  it("writes a .gz beside each compressible file big enough, and nothing else", () => {
    const text = "<p>The brand's words, repeated.</p>\n".repeat(60);
    write("about-us.html", text);
    write("_astro/page.abc123.js", "export const x = 'x';\n".repeat(60));
    write("blog/rss.xml", `<rss>${"<item>post</item>".repeat(60)}</rss>`);
    write("icons/icon.svg", `<svg>${"<path d='M0 0'/>".repeat(60)}</svg>`);
    write("robots.txt", "User-Agent: *\n");
    write("icons/icon-192.png", Buffer.alloc(4_000, 7));
    write("fonts/brand.woff2", Buffer.alloc(4_000, 7));

    const result = writePrecompressed(dir);

    for (const file of [
      "about-us.html",
      "_astro/page.abc123.js",
      "blog/rss.xml",
      "icons/icon.svg",
    ]) {
      const copy = path.join(dir, `${file}.gz`);
      expect(existsSync(copy), file).toBe(true);
      expect(gunzipSync(readFileSync(copy)).equals(readFileSync(path.join(dir, file))), file).toBe(
        true,
      );
    }
    // Too small to gain, or already compressed formats.
    for (const file of ["robots.txt", "icons/icon-192.png", "fonts/brand.woff2"]) {
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
    }
    expect(result.files).toBe(4);
    expect(result.gzipBytes).toBeLessThan(result.bytes);
  });

  it("run again, it rewrites the copies and never compresses a copy", () => {
    write("about-us.html", "<p>words</p>\n".repeat(100));
    writePrecompressed(dir);
    const again = writePrecompressed(dir);
    expect(again.files).toBe(1);
    expect(existsSync(path.join(dir, "about-us.html.gz.gz"))).toBe(false);
  });
});

describe("gzipOf", () => {
  it("leaves files under the threshold and binary types alone", () => {
    const small = Buffer.from("a".repeat(MIN_COMPRESSED_SIZE - 1));
    expect(gzipOf(small, "text/plain; charset=utf-8")).toBeNull();
    const big = Buffer.from("a".repeat(MIN_COMPRESSED_SIZE));
    expect(gzipOf(big, "text/plain; charset=utf-8")).not.toBeNull();
    expect(gzipOf(big, "image/png")).toBeNull();
  });
});
