import type { BlockPage } from "@content/schemas/pages";
import type { Faq } from "@content/schemas/blocks";
import { siteConfig } from "@/config/site";
import {
  faqPageJsonLd,
  serviceJsonLd,
  type BreadcrumbTrail,
  type JsonLdObject,
} from "@/lib/json-ld";
import { buildMetadata } from "@/lib/metadata";
import { breadcrumbTrail } from "@/lib/page-registry";
import { blockPageMetadataInput } from "@/lib/site-pages";

/** What the structured data of a service (or block) page needs to know of it. */
type ServicePageFacts = { path: string; title: string; description: string; serviceName: string };

/** Home, then the page (the page registry's trail): the layout's `breadcrumbs`. */
export function servicePageBreadcrumbs(
  meta: Pick<ServicePageFacts, "path" | "serviceName">,
): BreadcrumbTrail {
  return breadcrumbTrail(meta.path, meta.serviceName);
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
  meta: ServicePageFacts;
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

const facts = (page: BlockPage): ServicePageFacts => ({
  path: page.path,
  title: page.title,
  description: page.description,
  serviceName: page.breadcrumb,
});

/** A block page's metadata: its title, description, canonical path, keywords (and noindex). */
export function blockPageMetadata(page: BlockPage) {
  return buildMetadata(siteConfig, blockPageMetadataInput(page));
}

/** Home, then the block page under its breadcrumb name. */
export function blockPageBreadcrumbs(page: BlockPage): BreadcrumbTrail {
  return servicePageBreadcrumbs(facts(page));
}

/** A block page's Service data (unless it says it is no offer) and its FAQ blocks' questions. */
export function blockPageJsonLd(page: BlockPage): JsonLdObject[] {
  return servicePageJsonLd({
    meta: facts(page),
    service: page.structuredService,
    faqs: page.sections.flatMap((block) => (block.type === "faq" ? block.items : [])),
  });
}
