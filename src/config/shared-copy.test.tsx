import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import cookieBannerFile from "@content/site/cookie-banner.json" with { type: "json" };
import footerFile from "@content/site/footer.json" with { type: "json" };
import { COOKIE_CATEGORY_IDS, cookieBannerSchema } from "@content/schemas/cookie-banner";
import { parseDataFile } from "@content/schemas/data-file";
import { footerSchema } from "@content/schemas/footer";
import { FloatingCta } from "@/components/layout/floating-cta";
import { SiteFooter } from "@/components/layout/site-footer";
import { ACCEPT_ALL } from "@/features/consent/consent";
import { ConsentBanner } from "@/features/consent/consent-banner";

import {
  COOKIE_BANNER_FILE,
  FOOTER_FILE,
  cookieBannerCopy,
  floatingCtaCopy,
  footerCopy,
} from "./shared-copy";

/** Text as React writes it into markup. */
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;");

describe("the copy every page shares (content/site/*.json)", () => {
  it("is read from the owner's files", () => {
    expect({ floatingCta: floatingCtaCopy, footer: footerCopy }).toEqual(
      footerSchema.parse(footerFile),
    );
    expect(cookieBannerCopy).toEqual(cookieBannerSchema.parse(cookieBannerFile));
  });

  it("shows the floating call to action's and the footer's words", () => {
    const cta = renderToStaticMarkup(<FloatingCta href="/onboarding" />);
    for (const text of ["List Your Project", "Get expert help", "Get Started"]) {
      expect(cta).toContain(`>${text}<`);
    }
    const footer = renderToStaticMarkup(<SiteFooter />);
    for (const text of Object.values(footerCopy)) expect(footer).toContain(escaped(text));
    expect(footer).toContain(">New brand. Not new experience.<");
    expect(footer).toContain(">Cookie settings<");
  });

  it("shows the cookie banner's words, its categories in code's order", () => {
    const html = renderToStaticMarkup(<ConsentBanner gtagId={null} />);
    for (const text of [
      "Cookies on this site",
      "Cookie Policy",
      "Accept all",
      "Reject all",
      "Save preferences",
      "Preferences",
      "(Always on)",
    ]) {
      expect(html).toContain(`>${text}<`);
    }
    expect(html).toContain(escaped(cookieBannerCopy.intro));
    const names = [...html.matchAll(/<label for="consent-([a-z]+)"[^>]*>([^<]+)/g)];
    expect(names.map(([, id, name]) => [id, name])).toEqual([
      ["essential", "Essential"],
      ["analytics", "Analytics"],
      ["functional", "Functional"],
      ["marketing", "Marketing"],
    ]);
    expect(html).toContain("Google Ads measures which adverts lead to an enquiry (_gcl_au).");
  });

  it("keeps the banner's switches to the categories a saved choice holds", () => {
    expect(COOKIE_CATEGORY_IDS.filter((id) => id !== "essential")).toEqual(Object.keys(ACCEPT_ALL));
  });

  it("refuses a bad field in the footer's file, naming the file and the field", () => {
    const floatingCta = { ...footerFile.floatingCta, title: "List Your Project\nToday" };
    const footer = { ...footerFile.footer, bannerTitle: "" };
    const read = () => parseDataFile(FOOTER_FILE, footerSchema, { floatingCta, footer });
    expect(read).toThrow(
      "content/site/footer.json: floatingCta.title: no line breaks or invisible characters",
    );
    expect(read).toThrow("content/site/footer.json: footer.bannerTitle: ");
  });

  it("refuses a bad field in the cookie banner's file, naming the file and the field", () => {
    const categories = {
      ...cookieBannerFile.categories,
      analytics: { ...cookieBannerFile.categories.analytics, name: "A".repeat(31) },
    };
    const { rejectAll: _dropped, ...rest } = cookieBannerFile;
    const read = () =>
      parseDataFile(COOKIE_BANNER_FILE, cookieBannerSchema, { ...rest, categories });
    expect(read).toThrow("content/site/cookie-banner.json: categories.analytics.name: ");
    expect(read).toThrow("content/site/cookie-banner.json: rejectAll: ");
  });
});
