import { cookiePolicy } from "@content/legal";
import { LegalDocument } from "@/components/sections/legal-document";
import { siteConfig } from "@/config/site";
import { legalContext } from "@/lib/legal-context";
import { buildMetadata } from "@/lib/metadata";

const legalText = cookiePolicy(legalContext(siteConfig));

export const metadata = buildMetadata(siteConfig, {
  title: legalText.title,
  description: legalText.description,
  path: "/cookie-policy",
  keywords: ["cookie policy", "cookie consent"],
});

export default function CookiePolicyPage() {
  return <LegalDocument document={legalText} />;
}
