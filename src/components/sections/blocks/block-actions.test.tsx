import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { buttonClasses } from "@/components/ui/button";
import { siteConfig } from "@/config/site";

import { BlockActions } from "./block-actions";

/** Each button's class and what it leads to, in order. */
function rendered(html: string) {
  return [...html.matchAll(/<(a|button)\b([^>]*)>/g)].map(([, tag, attrs]) => ({
    tag,
    className: attrs!.match(/class="([^"]*)"/)?.[1],
    href: attrs!.match(/href="([^"]*)"/)?.[1],
    service: attrs!.match(/data-lead-service="([^"]*)"/)?.[1],
  }));
}

describe("a block's buttons", () => {
  it("lead with the first, give the second its place's quieter look, and go where they say", () => {
    const html = renderToStaticMarkup(
      <BlockActions
        actions={[
          { to: "enquiry", label: "Get My Free Audit", emphasis: "auto" },
          { to: "call", label: "Book a Call", emphasis: "auto" },
        ]}
        service="Google Ads Marketing"
        secondary="light"
      />,
    );
    const [enquiry, call] = rendered(html);
    expect(enquiry).toMatchObject({
      service: "Google Ads Marketing",
      className: expect.stringContaining(buttonClasses({ variant: "primary", size: "lg" })),
    });
    expect(call).toMatchObject({
      href: siteConfig.links.scheduling,
      className: expect.stringContaining(buttonClasses({ variant: "light", size: "lg" })),
    });
  });

  it("follow the file where it sets the look", () => {
    const html = renderToStaticMarkup(
      <BlockActions
        actions={[
          { to: "presentation", label: "See the Presentation", emphasis: "secondary" },
          { to: "onboarding", label: "List Your Project", emphasis: "primary" },
        ]}
        service="CTO-As-A-Service"
        secondary="outline"
      />,
    );
    const [presentation, onboarding] = rendered(html);
    expect(presentation).toMatchObject({
      href: "/cto-presentation",
      className: expect.stringContaining(buttonClasses({ variant: "outline", size: "lg" })),
    });
    expect(onboarding).toMatchObject({
      href: siteConfig.links.onboarding,
      className: expect.stringContaining(buttonClasses({ variant: "primary", size: "lg" })),
    });
  });
});
