import { getEntry } from "astro:content";

import type { HomePageCopy } from "@content/schemas/home";

/** The copy of the home page (content/home/page.yaml). */
export async function loadHomePage(): Promise<HomePageCopy> {
  const page = await getEntry("homePage", "page");
  if (!page) throw new Error("content/home/page.yaml is missing");
  return page.data;
}
