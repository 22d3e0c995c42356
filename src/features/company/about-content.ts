import { getEntry } from "astro:content";

import type { AboutPageCopy } from "@content/schemas/about";

/** The copy of /about-us (content/about/page.yaml). */
export async function loadAboutPage(): Promise<AboutPageCopy> {
  const page = await getEntry("aboutPage", "page");
  if (!page) throw new Error("content/about/page.yaml is missing");
  return page.data;
}
