import { getCollection, getEntry } from "astro:content";

import { byNewest, type CareersPageCopy, type Opening } from "./careers";

/** What /careers shows: its copy (content/careers/page.yaml) and every opening on file. */
export async function loadCareers(): Promise<{ copy: CareersPageCopy; openings: Opening[] }> {
  const page = await getEntry("careersPage", "page");
  if (!page) throw new Error("content/careers/page.yaml is missing");
  const openings = (await getCollection("openings"))
    .map((entry) => ({ ...entry.data, id: entry.id }))
    .sort(byNewest);
  return { copy: page.data, openings };
}
