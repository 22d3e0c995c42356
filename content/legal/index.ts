export { cookiePolicy, cookieTypes, browserCookieHelp, type CookieType } from "./cookie-policy";
export { privacyPolicy } from "./privacy-policy";
export { termsOfService } from "./terms-of-service";
export type { LegalBlock, LegalContext, LegalDocument, LegalSection } from "./types";
