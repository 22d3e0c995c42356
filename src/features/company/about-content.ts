import { getCollection, getEntry } from "astro:content";

import type { AboutPageCopy } from "@content/schemas/about";
import type { TeamMemberRecord } from "@content/schemas/team";

/** The copy of /about-us (content/about/page.yaml). */
export async function loadAboutPage(): Promise<AboutPageCopy> {
  const page = await getEntry("aboutPage", "page");
  if (!page) throw new Error("content/about/page.yaml is missing");
  return page.data;
}

/** The team (content/team/*.yaml), by position, then by name. */
export async function loadTeam(): Promise<TeamMemberRecord[]> {
  return (await getCollection("team"))
    .map((entry) => ({ ...entry.data, id: entry.id }))
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
}
