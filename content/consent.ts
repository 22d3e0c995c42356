/** Copy of the cookie banner (docs/product.md §10.7; docs/product.md "Cookie Policy": four cookie types). */

export type ConsentCategoryCopy = {
  id: "essential" | "analytics" | "functional" | "marketing";
  name: string;
  description: string;
};

export const consentCopy = {
  title: "Cookies on this site",
  intro:
    "We use essential cookies to run the site. With your permission we also use analytics cookies to see which pages help founders, and marketing cookies to measure our ads. Nothing non-essential is set until you choose.",
  acceptAll: "Accept all",
  rejectAll: "Reject all",
  preferences: "Preferences",
  save: "Save preferences",
  policyLink: "Cookie Policy",
  settingsButton: "Cookie settings",
  alwaysOn: "Always on",
  categories: [
    {
      id: "essential",
      name: "Essential",
      description: "Keep the site secure and remember this choice. They cannot be switched off.",
    },
    {
      id: "analytics",
      name: "Analytics",
      description: "Google Analytics counts visits and shows which pages are useful (_ga, _gid).",
    },
    {
      id: "functional",
      name: "Functional",
      description: "Remember preferences such as a dismissed banner or a chosen service.",
    },
    {
      id: "marketing",
      name: "Marketing",
      description: "Google Ads measures which adverts lead to an enquiry (_gcl_au).",
    },
  ],
} as const satisfies {
  categories: readonly ConsentCategoryCopy[];
  [key: string]: unknown;
};
