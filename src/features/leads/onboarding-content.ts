import { getEntry } from "astro:content";

import { onboardingPage, type OnboardingPage } from "@content/schemas/onboarding";

/** The copy of /onboarding (content/onboarding/page.yaml), its service cards in the form's order. */
export async function loadOnboardingPage(): Promise<OnboardingPage> {
  const page = await getEntry("onboardingPage", "page");
  if (!page) throw new Error("content/onboarding/page.yaml is missing");
  return onboardingPage(page.data);
}
