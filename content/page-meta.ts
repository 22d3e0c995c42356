/**
 * The search-result title and description of pages whose copy has no other home in content/
 * (the rest sit with their page's copy). Titles get " | <brand>" appended; every title stays
 * within 60 characters and every description within 50-160 (src/lib/site-pages.test.ts).
 */
export type PageMetaCopy = { title: string; description: string; keywords: readonly string[] };

export const homeMeta = {
  /** Printed after the brand name: "<brand> | …". */
  title: "Fractional CTO, MVPs & AI Automation",
  description:
    "New brand, proven experience: a fractional CTO, MVPs in 30 days, Google Ads and AI automation from a senior team. Start with a free 5-day CTO pilot.",
  keywords: ["MVP development in 30 days", "Google Ads performance marketing", "AI automation"],
} as const satisfies PageMetaCopy;

export const aboutMeta = {
  title: "About Us",
  description:
    "A technology services company founded in 2024 in Bangalore by a CTO with 20+ years across five countries. Our story, beliefs, core team and mission.",
  keywords: ["about Aarambh Tech", "fractional CTO Bangalore", "startup technology team"],
} as const satisfies PageMetaCopy;

export const ourProcessMeta = {
  title: "Our Process",
  description:
    "Six steps from discovery call to scale: how we run CTO, MVP, Google Ads, AI automation, AI safety and consulting engagements, the tools we use and why it works.",
  keywords: ["software development process", "MVP in 30 days process", "fractional CTO process"],
} as const satisfies PageMetaCopy;

export const contactMeta = {
  title: "Contact Us",
  description:
    "Send an enquiry, message us on WhatsApp or book a free 30-minute discovery call with a fractional CTO. We reply to every enquiry within 24 hours.",
  keywords: ["contact fractional CTO", "book a discovery call", "MVP development enquiry"],
} as const satisfies PageMetaCopy;

export const onboardingMeta = {
  title: "List Your Project",
  description:
    "Tell us what you want to build, pick a service and a timeline, and get matched with an experienced CTO, MVP team or growth expert within 24 hours.",
  keywords: ["list your project", "hire fractional CTO", "MVP development India"],
} as const satisfies PageMetaCopy;

/** /book is not indexed (its open times change by the minute): a title and a description. */
export const bookMeta = {
  title: "Book a 30-minute discovery call",
  description:
    "Pick a time for a free 30-minute discovery call: your project, your questions and a sensible first step, shown in your own time zone.",
} as const satisfies Omit<PageMetaCopy, "keywords">;

/** /thank-you is not indexed: a title and a description, no keywords. */
export const thankYouMeta = {
  title: "Thank You",
  description:
    "Your enquiry or booking has reached us. Here is what happens next and how to reach the team directly.",
} as const satisfies Omit<PageMetaCopy, "keywords">;

/** /cto-presentation, the password-gated deck, is not indexed either. */
export const ctoPresentationMeta = {
  title: "CTO Presentation",
  description:
    "A private presentation for prospective clients. Enter the password your sales representative gave you to open it.",
} as const satisfies Omit<PageMetaCopy, "keywords">;

export const careersMeta = {
  title: "Careers",
  // No role names: openings come and go with their dates, this text does not.
  description:
    "Join a small, senior technology team in Bangalore: engineering, automation, marketing and project roles, plus a paid internship for 3rd- and 4th-year students.",
  keywords: [
    "jobs Bangalore startup",
    "developer jobs India",
    "internship for engineering students",
  ],
} as const satisfies PageMetaCopy;

/** /case-studies; its visible copy is content/case-studies/page.yaml. */
export const caseStudiesMeta = {
  title: "Case Studies: AI Safety to Funded MVPs",
  description:
    "How our team took an AI safety MVP live in 27 days, grew lab software from 2 to 20+ pilot deployments and designed the architecture behind a $100K raise.",
  keywords: ["fractional CTO case studies", "MVP case study", "AI safety case study"],
} as const satisfies PageMetaCopy;

/** The founder's page: its title is "<founder's name>: <titleSuffix>". */
export const founderExperienceMeta = {
  titleSuffix: "Fractional CTO Experience",
  description:
    "20+ years, 5 countries, 50+ projects since 2004: the experience behind our fractional CTO service, with use cases, results and a free 5-day pilot.",
  keywords: ["fractional CTO experience", "startup CTO portfolio", "CTO case studies"],
} as const;
