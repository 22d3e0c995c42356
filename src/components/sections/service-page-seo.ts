import type { Faq, ServicePageMeta } from "@content/service-pages/types";
import { siteConfig } from "@/config/site";
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd, type JsonLdObject } from "@/lib/json-ld";
import { buildMetadata } from "@/lib/metadata";

/** A service page's metadata: its unique title, description, canonical path and keywords. */
export function servicePageMetadata(meta: ServicePageMeta) {
  return buildMetadata(siteConfig, {
    title: meta.title,
    description: meta.description,
    path: meta.path,
    keywords: [...meta.keywords],
  });
}

/**
 * Service, BreadcrumbList and (when the page shows a FAQ) FAQPage structured data, for the
 * layout's `jsonLd` prop.
 */
export function servicePageJsonLd({
  meta,
  faqs,
  service = true,
}: {
  meta: Pick<ServicePageMeta, "path" | "title" | "serviceName" | "description">;
  faqs?: readonly Faq[];
  /** False on pages that are not a service offer themselves (the founder's page). */
  service?: boolean;
}): JsonLdObject[] {
  return [
    ...(service
      ? [
          serviceJsonLd(siteConfig, {
            name: meta.title,
            description: meta.description,
            path: meta.path,
            serviceType: meta.serviceName,
          }),
        ]
      : []),
    breadcrumbJsonLd(siteConfig, [
      { name: "Home", path: "/" },
      { name: meta.serviceName, path: meta.path },
    ]),
    ...(faqs?.length ? [faqPageJsonLd(faqs)] : []),
  ];
}
