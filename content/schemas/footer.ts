import "./zod-config";

import { z } from "zod";

import { line, paragraph } from "./fields";

/**
 * Copy every page shares (content/site/footer.json): the floating call to action and the footer.
 * JSON, not YAML: the site's layout components read it synchronously (src/config/shared-copy.ts).
 * The footer's links are the site's navigation (content/navigation.ts), not copy.
 */
export const footerSchema = z.object({
  floatingCta: z
    .object({
      title: line(2, 40).meta({
        title: "Title",
        description:
          "“List Your Project”; one short line on phones. The home and free pilot pages show their own.",
      }),
      subtitle: line(2, 60).meta({
        title: "Line under the title",
        description: "“Get expert help”; shown on wider screens only.",
      }),
      button: line(2, 30).meta({
        title: "Button",
        description: "“Get Started”; it opens the list-your-project page.",
      }),
    })
    .meta({
      title: "Floating button",
      description: "The card that appears in a corner once a visitor scrolls down a page.",
    }),
  footer: z
    .object({
      bannerTitle: line(2, 60).meta({
        title: "Band's heading",
        description: "The large line in the dark band above the footer's links.",
      }),
      bannerText: paragraph(20, 240).meta({
        title: "Band's text",
        description: "Under the band's heading.",
      }),
      about: paragraph(20, 200).meta({
        title: "About the company",
        description: "Under the logo, beside the footer's links.",
      }),
    })
    .meta({ title: "Footer" }),
});

export type SiteFooterCopy = z.output<typeof footerSchema>;
