import type { Faq } from "@content/schemas/blocks";
import type { ServicePageMeta } from "@content/service-pages/meta";
import { siteConfig } from "@/config/site";
import {
  faqPageJsonLd,
  serviceJsonLd,
  type BreadcrumbTrail,
  type JsonLdObject,
} from "@/lib/json-ld";
import { buildMetadata } from "@/lib/metadata";
import { servicePageMetadataInput } from "@/lib/site-pages";

/** A service page's metadata: its unique title, description, canonical path and keywords. */
export function servicePageMetadata(meta: ServicePageMeta) {
  return buildMetadata(siteConfig, servicePageMetadataInput(meta));
}

/** Home, then the page: the layout's `breadcrumbs` (visible trail and BreadcrumbList). */
export function servicePageBreadcrumbs(
  meta: Pick<ServicePageMeta, "path" | "serviceName">,
): BreadcrumbTrail {
  return [
    { name: "Home", path: "/" },
    { name: meta.serviceName, path: meta.path },
  ];
}

/**
 * Service and (when the page shows a FAQ) FAQPage structured data, for the layout's `jsonLd`
 * prop; the layout adds the BreadcrumbList from servicePageBreadcrumbs.
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
    ...(faqs?.length ? [faqPageJsonLd(faqs)] : []),
  ];
}
