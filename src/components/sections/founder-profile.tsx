import { ArrowRight, CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";

import { OptimisedImg } from "@/components/ui/optimised-img";
import type { OptimisedImage } from "@/components/ui/optimised-image";

/**
 * The founder: illustrated portrait, name (h3), role, bio, facts, a link to the experience page.
 * The portrait sits below the fold wherever the profile is used, so it loads lazily.
 */
export function FounderProfile({
  name,
  role,
  bio,
  facts,
  experienceHref,
  experienceLabel,
  portrait,
  media,
}: {
  name: string;
  role: string;
  bio: readonly string[];
  facts?: readonly string[];
  experienceHref: string;
  experienceLabel: string;
  /** The founder's portrait at 80 px (content/team/, the file marked as the founder). */
  portrait: OptimisedImage;
  /** The explainer video, shown beside the profile on wide screens. */
  media?: ReactNode;
}) {
  return (
    <div className={media ? "grid items-center gap-10 lg:grid-cols-2" : "mx-auto max-w-3xl"}>
      <div>
        <div className="flex items-center gap-4">
          <OptimisedImg
            image={portrait}
            alt={`Portrait of ${name}`}
            data-testid="founder-portrait"
            className="size-20 shrink-0 rounded-2xl object-cover ring-1 ring-ink-100 dark:ring-white/10"
          />
          <div>
            <h3 className="text-2xl font-bold text-fg">{name}</h3>
            <p className="text-fg-muted">{role}</p>
          </div>
        </div>
        <div className="mt-6 space-y-4 text-lg text-ink-700 dark:text-ink-100">
          {bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {facts?.length ? (
          <ul className="mt-6 grid gap-2 text-ink-800 sm:grid-cols-2 dark:text-ink-100">
            {facts.map((fact) => (
              <li key={fact} className="flex gap-2">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-cta-700 dark:text-cta-600"
                />
                {fact}
              </li>
            ))}
          </ul>
        ) : null}
        <a
          href={experienceHref}
          className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline"
        >
          {experienceLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
      {media ? <div>{media}</div> : null}
    </div>
  );
}
