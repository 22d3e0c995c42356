import type { ImageMetadata } from "astro";

import type { BlockOf, PageBlock } from "@content/schemas/page-blocks";
import type { CompanyLogo } from "@/features/company/logos-content";
import { loadFounderPortrait } from "@/features/company/about-content";
import { loadCompanyLogos } from "@/features/company/logos-content";
import { caseStudyNamed, type CaseStudy } from "@/features/case-studies/case-studies";
import { loadCaseStudies } from "@/features/case-studies/case-studies-content";
import { responsiveImage, type OptimisedImage } from "@/components/ui/optimised-image";
import { fillTokensIn } from "@/lib/fill-tokens";
import { siteConfig } from "@/config/site";
import { offerTokens } from "@/features/services/offer-figures";
import { videoPosterImage } from "@/features/services/services-content";
import type { Testimonial } from "@/features/testimonials/testimonials";
import { loadTestimonials } from "@/features/testimonials/testimonials-content";

import type { FiledBlockPage } from "@content/block-pages";

/**
 * What a block draws beyond its own fields, loaded at build: the logos, testimonials and case
 * study it names, the founder's portrait, its pictures optimised.
 */
export type RenderBlock =
  | Exclude<
      PageBlock,
      { type: "logo-wall" | "testimonials" | "case-study" | "founder" | "text-and-picture" }
    >
  | (BlockOf<"logo-wall"> & { logoList: CompanyLogo[] })
  | (BlockOf<"testimonials"> & { items: Testimonial[] })
  | (BlockOf<"case-study"> & { story: Pick<CaseStudy, "slug" | "visual" | "image"> })
  | (BlockOf<"founder"> & { portrait: OptimisedImage; poster?: OptimisedImage })
  | (BlockOf<"text-and-picture"> & { image: OptimisedImage });

/** A block page ready to draw: the offer's figures and labels filled in, every block loaded. */
export type RenderPage = Omit<FiledBlockPage, "sections"> & { sections: RenderBlock[] };

/** The images the editor uploads for block pages, by the path a file writes ("../../src/assets/…"). */
const uploads = Object.fromEntries(
  Object.entries(
    import.meta.glob<ImageMetadata>("/src/assets/{pages,video}/**/*.{svg,png,jpg,jpeg,webp,avif}", {
      eager: true,
      import: "default",
    }),
  ).map(([file, image]) => [`../..${file}`, image]),
);

function upload(page: FiledBlockPage, field: string, path: string): ImageMetadata {
  const image = uploads[path];
  if (!image) throw new Error(`${page.file}: ${field}: no image at ${path.slice(6)}`);
  return image;
}

async function loadBlock(page: FiledBlockPage, block: PageBlock, index: number) {
  const field = `sections.${index}.value`;
  switch (block.type) {
    case "logo-wall":
      return {
        ...block,
        logoList: await loadCompanyLogos(block.logos === "all" ? undefined : [block.logos]),
      };
    case "testimonials":
      return { ...block, items: await loadTestimonials(block.shownOn) };
    case "case-study":
      return {
        ...block,
        story: caseStudyNamed(
          await loadCaseStudies(),
          block.caseStudy,
          `${page.file}: ${field}.caseStudy`,
        ),
      };
    case "founder":
      return {
        ...block,
        portrait: await loadFounderPortrait(80),
        poster:
          block.video.discriminant === "explainer"
            ? await videoPosterImage(
                upload(page, `${field}.video.value.poster`, block.video.value.poster),
              )
            : undefined,
      };
    case "text-and-picture": {
      const source = upload(page, `${field}.picture`, block.picture);
      const height = Math.round((1200 * source.height) / source.width);
      return {
        ...block,
        image: await responsiveImage(source, { width: 1200, height, widths: [600, 900, 1200] }),
      };
    }
    default:
      return block;
  }
}

/** A block page as its route draws it. */
export async function loadBlockPage(page: FiledBlockPage): Promise<RenderPage> {
  const filled = fillTokensIn(page, offerTokens(siteConfig.offer));
  return {
    ...filled,
    sections: await Promise.all(
      filled.sections.map((block, index) => loadBlock(page, block, index)),
    ),
  };
}
