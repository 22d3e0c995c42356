import { getEntry } from "astro:content";

import type { ContactPageCopy } from "@content/schemas/contact";

/** The copy of /contact and of the enquiry form's page, /enquiry (content/contact/page.yaml). */
export async function loadContactPage(): Promise<ContactPageCopy> {
  const page = await getEntry("contactPage", "page");
  if (!page) throw new Error("content/contact/page.yaml is missing");
  return page.data;
}
