import { getCollection } from "astro:content";

import type { LogoGroup } from "@content/schemas/logos";
import { fixedSizeImage, type OptimisedImage } from "@/components/ui/optimised-image";

/** A company's mark as a logo wall draws it (src/components/sections/logo-wall.tsx). */
export type CompanyLogo = { name: string; alt: string; image: OptimisedImage };

/** The box every mark is drawn for, in CSS pixels (the wall scales it to its cell). */
export const LOGO_BOX = { width: 240, height: 56 } as const;

/**
 * The company logos (content/logos/*.yaml) of `groups`, by position, then by name. A drawing is
 * served as it is at the box's size; a PNG or photo becomes AVIF 240 px wide (and twice that),
 * its height following the picture's own proportions.
 */
export async function loadCompanyLogos(
  groups: readonly LogoGroup[] = ["enterprise", "startup"],
): Promise<CompanyLogo[]> {
  const entries = (await getCollection("companyLogos"))
    .filter((entry) => groups.includes(entry.data.group))
    .sort(
      (a, b) =>
        groups.indexOf(a.data.group) - groups.indexOf(b.data.group) ||
        a.data.position - b.data.position ||
        a.data.name.localeCompare(b.data.name),
    );
  return Promise.all(
    entries.map(async ({ data }) => {
      const { logo } = data;
      const size =
        logo.format === "svg"
          ? LOGO_BOX
          : {
              width: LOGO_BOX.width,
              height: Math.round((LOGO_BOX.width * logo.height) / logo.width),
            };
      return { name: data.name, alt: `${data.name} logo`, image: await fixedSizeImage(logo, size) };
    }),
  );
}
