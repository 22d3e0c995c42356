import cookieBannerFile from "../../content/site/cookie-banner.json" with { type: "json" };
import footerFile from "../../content/site/footer.json" with { type: "json" };
import { cookieBannerSchema } from "../../content/schemas/cookie-banner";
import { parseDataFile } from "../../content/schemas/data-file";
import { footerSchema } from "../../content/schemas/footer";

/**
 * The copy every page shares, from the owner's files (the editor's "Site-wide"): the floating
 * call to action, the footer and the cookie banner. The layout's components read it while they
 * render, synchronously, so the files are JSON imported here rather than collections; checked
 * when this module loads, a bad field stops the build naming the file and the field.
 * Server-only, like the settings: the components that show it are never hydrated, so neither the
 * words nor zod reach the browser.
 */

export const FOOTER_FILE = "content/site/footer.json";
export const COOKIE_BANNER_FILE = "content/site/cookie-banner.json";

const footer = parseDataFile(FOOTER_FILE, footerSchema, footerFile);

export const floatingCtaCopy = footer.floatingCta;
export const footerCopy = footer.footer;
export const cookieBannerCopy = parseDataFile(
  COOKIE_BANNER_FILE,
  cookieBannerSchema,
  cookieBannerFile,
);
