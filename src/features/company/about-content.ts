import { getCollection, getEntry } from "astro:content";

import type { AboutPageCopy } from "@content/schemas/about";
import type { TeamMemberRecord } from "@content/schemas/team";
import { fixedSizeImage, type OptimisedImage } from "@/components/ui/optimised-image";

/** The copy of /about-us (content/about/page.yaml). */
export async function loadAboutPage(): Promise<AboutPageCopy> {
  const page = await getEntry("aboutPage", "page");
  if (!page) throw new Error("content/about/page.yaml is missing");
  return page.data;
}

/** A team member, their portrait made ready for a page at one size. */
export type TeamMember = Omit<TeamMemberRecord, "portrait"> & { portrait: OptimisedImage };

/**
 * The team (content/team/*.yaml), by position, then by name, each portrait at `size` CSS pixels
 * square: a drawing as it is, a photo as AVIF at that size and twice it
 * (src/components/ui/optimised-image.ts).
 */
export async function loadTeam(size: number): Promise<TeamMember[]> {
  const entries = (await getCollection("team")).sort(
    (a, b) => a.data.position - b.data.position || a.data.name.localeCompare(b.data.name),
  );
  return Promise.all(
    entries.map(async (entry) => ({
      ...entry.data,
      id: entry.id,
      portrait: await fixedSizeImage(entry.data.portrait, { width: size, height: size }),
    })),
  );
}

/** The founder's portrait at `size` CSS pixels square (the team file marked as the founder). */
export async function loadFounderPortrait(size: number): Promise<OptimisedImage> {
  const founder = (await loadTeam(size)).find((member) => member.founder);
  if (!founder) throw new Error("content/team/: no file is marked as the founder (founder: true)");
  return founder.portrait;
}
