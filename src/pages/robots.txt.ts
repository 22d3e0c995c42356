import { siteConfig } from "@/config/site";
import { renderRobots } from "@/lib/sitemap";

/** /robots.txt, written at build time. */
export function GET() {
  return new Response(renderRobots(siteConfig.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
