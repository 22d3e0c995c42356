/** Copy of the home page (docs/product.md §1 and §2 "Home sections"). */

export const homeHero = {
  /** Rotated every 3000 ms (docs/product.md §9). */
  headlines: [
    "Build Your MVP Fast",
    "Get Expert CTO Guidance",
    "Scale with AI Automation",
    "Grow with Smart Marketing",
  ],
  intro:
    "We are a new company with two decades behind it. Our founder has guided 50+ startups from first commit to funded product; now we bring that experience to yours, starting with a free 5-day CTO pilot.",
  primaryCta: "List Your Project Now",
  secondaryCta: "View Case Studies",
  stats: [
    { value: "New Brand", label: "Proven Experience" },
    { value: "50+", label: "Startups Helped Previously" },
    { value: "20+", label: "Years Experience" },
  ],
} as const;

/** The band of marks under the hero (names are fictional, docs/product.md §10.8). */
export const homeProof = {
  heading: "Our people have built products for",
  label: "Companies our team worked for before this brand",
} as const;

export const homeServices = {
  heading: "Our Services",
  intro:
    "Six ways we help founders and teams ship: pick one, or let us shape the mix with you on a free discovery call.",
} as const;

export const homeCaseStudies = {
  heading: "Featured Case Studies",
  intro:
    "Three projects our team led before this brand existed: a safety platform that won enterprise clients, a lab product that went from 2 to 20+ pilots, and a commerce architecture that helped raise $100K.",
  cardButton: "Read Case Study",
  allButton: "View All Case Studies",
} as const;

export const homeTestimonials = {
  eyebrow: "In their words",
  heading: "What founders and clients say",
  intro: "Work our team led, told by the people it was for.",
} as const;

export const homeContact = {
  heading: "Let's Build Together",
  intro: "Tell us what you are building. We answer every enquiry within 24 hours.",
  options: [
    {
      id: "list",
      title: "List Your Project",
      description:
        "Share what you want to build and when. We match you with the right expert and propose a free 5-day pilot.",
      button: "List Your Project Now",
    },
    {
      id: "direct",
      title: "Direct Contact",
      description:
        "Prefer to talk first? Write to us or send a message; a founder, not a sales team, replies.",
      button: "Contact Us",
      /** Opens the enquiry modal with the home page's default, General Consultation. */
      enquiryButton: "Send a Quick Enquiry",
    },
  ],
} as const;

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
