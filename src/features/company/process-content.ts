import { getEntry } from "astro:content";

import { processPage, type ProcessPage } from "@content/schemas/process";

/** The copy of /our-process (content/process/page.yaml), its workflow tabs in their order. */
export async function loadProcessPage(): Promise<ProcessPage> {
  const page = await getEntry("processPage", "page");
  if (!page) throw new Error("content/process/page.yaml is missing");
  return processPage(page.data);
}
