import "./zod-config";

import { z } from "zod";

import { assetImage, line, paragraph } from "./fields";

/** The core team on /about-us (content/team/<name>.yaml, one file each). */
export const teamMemberSchema = z.object({
  name: line(2, 60).meta({
    title: "Name",
    description: "For the founder, the site's settings give the name shown (FOUNDER_NAME).",
  }),
  founder: z.boolean().meta({
    title: "This is the founder",
    description: "Their name and email address on the page come from the site's settings.",
  }),
  role: line(2, 80).meta({ title: "Role" }),
  bio: paragraph(40, 600).meta({ title: "About them", description: "Three or four sentences." }),
  portrait: assetImage("team", 2).meta({
    title: "Portrait",
    description:
      "Square, at least 224 × 224 pixels; a photo or a drawing. The site makes a photo small.",
  }),
  linkedin: z
    .url({ protocol: /^https$/ })
    .optional()
    .meta({ title: "LinkedIn address", description: "Optional: no link without one." }),
  github: z
    .url({ protocol: /^https$/ })
    .optional()
    .meta({ title: "GitHub address", description: "Optional: no link without one." }),
  position: z.int().min(1).max(99).meta({
    title: "Position",
    description: "Smaller numbers come first.",
  }),
});

export type TeamMemberRecord = z.output<typeof teamMemberSchema> & { id: string };
