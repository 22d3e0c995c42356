/** The core team on /about-us (docs/product.md §3 "team member"). */
import { portraitSrc } from "./portraits";

export type TeamMember = {
  id: string;
  /** `null` for the founder: the name comes from the site configuration (FOUNDER_NAME). */
  name: string | null;
  role: string;
  bio: string;
  /** Local avatar in public/team/. */
  image: string;
  links: {
    linkedin: string;
    github: string;
    /** Which configured address the member's "Email" link writes to. */
    email: "founder" | "contact";
  };
};

export const team = [
  {
    id: "founder",
    name: null,
    role: "Founder & Fractional CTO",
    bio: "Twenty years of building software across five countries: engineering lead at two large product companies, then CTO or technical co-founder for 15+ startups. Has hired and run teams of 2-10 developers, taken products from a whiteboard to 100K+ users, and sat beside founders in the investor meetings that followed. Leads every CTO pilot personally.",
    image: portraitSrc("team/founder"),
    links: {
      linkedin: "https://linkedin.aarambh.example/in/founder",
      github: "https://github.aarambh.example/founder",
      email: "founder",
    },
  },
  {
    id: "priya-raman",
    name: "Priya Raman",
    role: "Head of Delivery & AI Engineering",
    bio: "Twelve years shipping web and mobile products, the last five building machine-learning features into them: document extraction, lead scoring and vision models on the factory floor. Runs our 30-day MVP sprints, reviews every pull request that goes to a client, and owns the automation and AI safety deployments.",
    image: portraitSrc("team/priya-raman"),
    links: {
      linkedin: "https://linkedin.aarambh.example/in/priya-raman",
      github: "https://github.aarambh.example/priya-raman",
      email: "contact",
    },
  },
] as const satisfies readonly TeamMember[];

/** The team section of the about page. */
export const teamSection = {
  eyebrow: "People",
  heading: "Our core team",
  intro: "The two people you will work with from the first call.",
};
