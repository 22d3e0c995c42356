import { siteConfig } from "@/config/site";
import { webManifest } from "@/lib/site-icons";

/** /manifest.webmanifest, written at build from the brand settings. */
export function GET() {
  return new Response(`${JSON.stringify(webManifest(siteConfig.brand), null, 2)}\n`, {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
