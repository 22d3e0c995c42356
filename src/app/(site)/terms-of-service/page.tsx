import { termsOfService } from "@content/legal";
import { LegalDocument } from "@/components/sections/legal-document";
import { siteConfig } from "@/config/site";
import { legalContext } from "@/lib/legal-context";
import { buildMetadata } from "@/lib/metadata";

const legalText = termsOfService(legalContext(siteConfig));

export const metadata = buildMetadata(siteConfig, {
  title: legalText.title,
  description: legalText.description,
  path: "/terms-of-service",
  keywords: ["terms of service", "governing law India"],
});

export default function TermsOfServicePage() {
  return <LegalDocument document={legalText} />;
}
