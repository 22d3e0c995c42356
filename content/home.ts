/**
 * Copy every page shares: the floating call to action and the footer (the home page's own copy is
 * content/home/page.yaml).
 */

export const floatingCta = {
  title: "List Your Project",
  subtitle: "Get expert help",
  button: "Get Started",
} as const;

export const footerCopy = {
  bannerTitle: "New brand. Not new experience.",
  bannerText:
    "We started this company in 2024, but the people behind it have spent 20+ years building products for startups and large companies across five countries.",
  about:
    "Fractional CTOs, MVP builders and growth engineers for founders who want senior judgement without a senior hire.",
} as const;
