import { Briefcase, Globe2 } from "lucide-react";

import { founderCard as copy } from "@content/illustrations";
import { OptimisedImg } from "@/components/ui/optimised-img";
import type { OptimisedImage } from "@/components/ui/optimised-image";

import { FloatingNote, Glow, Illustration, Panel } from "./frame";

/**
 * The founder page's hero visual: the founder's illustrated portrait and the arc of his career.
 * The portrait stays small (112 px) so the name, not the picture, is the page's largest paint.
 */
export function FounderCard({
  name,
  portrait,
  className,
}: {
  name: string;
  /** The founder's portrait at 112 px (content/team/, the file marked as the founder). */
  portrait: OptimisedImage;
  className?: string;
}) {
  return (
    <Illustration label={`${name}: ${copy.label}`} className={className} testId="founder-card">
      <Glow />
      <Panel className="p-5 sm:p-6">
        <div className="flex items-center gap-4">
          <OptimisedImg
            image={portrait}
            alt=""
            loading="eager"
            className="size-24 shrink-0 rounded-2xl object-cover sm:size-28"
          />
          <div className="min-w-0">
            <p className="text-lg font-bold break-words text-fg">{name}</p>
            <p className="text-sm text-fg-muted">{copy.since}</p>
          </div>
        </div>
        <ol className="mt-6 space-y-0">
          {copy.milestones.map((milestone, index) => (
            <li key={milestone} className="relative flex gap-3 pb-4 last:pb-0">
              {index < copy.milestones.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-6 bottom-0 left-[0.6875rem] w-0.5 bg-ink-100 dark:bg-white/10"
                />
              ) : null}
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-500/20 dark:text-brand-100">
                <Briefcase aria-hidden="true" className="size-3.5" />
              </span>
              <span className="text-sm font-semibold text-ink-800 dark:text-ink-100">
                {milestone}
              </span>
            </li>
          ))}
        </ol>
      </Panel>
      <FloatingNote className="-top-4 -right-3 lg:-right-6">
        <Globe2 aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-100" />
        {copy.countries}
      </FloatingNote>
    </Illustration>
  );
}
