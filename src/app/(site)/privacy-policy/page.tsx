import { privacyPolicy } from "@content/legal";
import { LegalDocument } from "@/components/sections/legal-document";
import { siteConfig } from "@/config/site";
import { legalContext } from "@/lib/legal-context";
import { buildMetadata } from "@/lib/metadata";

const legalText = privacyPolicy(legalContext(siteConfig));

export const metadata = buildMetadata(siteConfig, {
  title: legalText.title,
  description: legalText.description,
  path: "/privacy-policy",
  keywords: ["privacy policy", "DPDP Act", "personal data India"],
});

export default function PrivacyPolicyPage() {
  return <LegalDocument document={legalText} />;
}
