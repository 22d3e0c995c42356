import { getEntry } from "astro:content";

import type { ThankYouPageCopy } from "@content/schemas/thank-you";
import { fillTokens } from "@/lib/fill-tokens";

/**
 * The copy of /thank-you (content/thank-you/page.yaml), with the founder's name from the site's
 * settings in place of {founder}.
 */
export async function loadThankYouPage(settings: { founder: string }): Promise<ThankYouPageCopy> {
  const page = await getEntry("thankYouPage", "page");
  if (!page) throw new Error("content/thank-you/page.yaml is missing");
  const { explore } = page.data;
  return {
    ...page.data,
    explore: { ...explore, founderLink: fillTokens(explore.founderLink, settings) },
  };
}
