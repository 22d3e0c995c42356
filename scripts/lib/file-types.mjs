// What each built file is: its content type by name and whether it is worth compressing. The Node
// server (site-server.mjs), the build's precompression (precompress.mjs) and the generated nginx
// configuration (nginx-config.mjs) read the same table.
import path from "node:path";

/** Content types by extension; deploy/nginx is generated with the same (nginx-config.mjs). */
export const MIME_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
};
/** Files whose name says more than their extension: the blog's feed is RSS, not any XML. */
export const FILE_TYPES = { "rss.xml": "application/rss+xml; charset=utf-8" };
export const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss|manifest)|image\/svg)/;

/** A built file's content type, by its name. */
export function fileType(name) {
  return (
    FILE_TYPES[name] ?? MIME_TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream"
  );
}
