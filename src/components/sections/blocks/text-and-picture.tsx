import type { BlockOf } from "@content/schemas/page-blocks";
import { SplitSection } from "@/components/sections/split-section";
import { TickList } from "@/components/sections/tick-list";
import type { OptimisedImage } from "@/components/ui/optimised-image";
import type { ServiceType } from "@content/schemas/service-types";
import { cn } from "@/lib/cn";

import { BlockActions } from "./block-actions";

/** Paragraphs (with ticks and buttons) beside a picture the editor uploaded. */
export function TextAndPicture({
  block,
  service,
}: {
  block: BlockOf<"text-and-picture"> & { image: OptimisedImage };
  service: ServiceType;
}) {
  const dark = block.tone === "dark";
  return (
    <SplitSection
      id={block.id}
      title={block.heading}
      intro={block.intro ? <p>{block.intro}</p> : undefined}
      tone={block.tone}
      visualFirst={block.pictureFirst || undefined}
      visual={
        <img
          src={block.image.src}
          srcSet={block.image.srcSet}
          sizes="(min-width: 1024px) 560px, 100vw"
          width={block.image.width}
          height={block.image.height}
          alt={block.pictureAlt}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-panel"
        />
      }
    >
      <div className={cn("grid gap-4 text-lg", dark ? "text-ink-100" : "text-fg-muted")}>
        {block.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {block.points ? (
        <TickList
          items={block.points}
          className={cn(
            "mt-6 grid gap-3",
            dark ? "text-ink-100" : "text-ink-800 dark:text-ink-100",
          )}
        />
      ) : null}
      {block.actions ? (
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <BlockActions
            actions={block.actions}
            service={service}
            secondary={dark ? "light" : "outline"}
          />
        </div>
      ) : null}
    </SplitSection>
  );
}
