/** The eight tools on /our-process (docs/product.md §3 "tool"); logos are local SVGs in public/tools/. */

export type Tool = {
  name: string;
  category: string;
  /** Path of the logo; on a load error the page shows the first letter of `name`. */
  logo: string;
  /** Brand-neutral tile colour for the letter fallback (white text on it passes AA). */
  color: string;
};

export const tools = [
  { name: "GitHub", category: "Code & reviews", logo: "/tools/github.svg", color: "#24292f" },
  { name: "Figma", category: "Design", logo: "/tools/figma.svg", color: "#a1341d" },
  { name: "Jira", category: "Sprint planning", logo: "/tools/jira.svg", color: "#0b57d0" },
  { name: "Slack", category: "Communication", logo: "/tools/slack.svg", color: "#4a154b" },
  { name: "Notion", category: "Documentation", logo: "/tools/notion.svg", color: "#37352f" },
  { name: "Vercel", category: "Hosting", logo: "/tools/vercel.svg", color: "#111111" },
  {
    name: "Google Analytics",
    category: "Analytics",
    logo: "/tools/google-analytics.svg",
    color: "#b45309",
  },
  { name: "OpenAI", category: "AI models", logo: "/tools/openai.svg", color: "#0f766e" },
] as const satisfies readonly Tool[];

/** The tools section of the process page. */
export const toolsSection = {
  heading: "Tools we use",
  intro: "Set up in your accounts from day one, so you own the work and the history.",
};
