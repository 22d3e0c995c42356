import { ArrowRight, CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";

/** The founder: initials avatar, name (h3), role, bio, facts, a link to the experience page. */
export function FounderProfile({
  name,
  role,
  bio,
  facts,
  experienceHref,
  experienceLabel,
  media,
}: {
  name: string;
  role: string;
  bio: readonly string[];
  facts?: readonly string[];
  experienceHref: string;
  experienceLabel: string;
  /** The explainer video, shown beside the profile on wide screens. */
  media?: ReactNode;
}) {
  const initials = name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <div className={media ? "grid items-center gap-10 lg:grid-cols-2" : "mx-auto max-w-3xl"}>
      <div>
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-cta-700 text-xl font-bold text-white"
          >
            {initials}
          </span>
          <div>
            <h3 className="text-2xl font-bold text-ink-900">{name}</h3>
            <p className="text-ink-600">{role}</p>
          </div>
        </div>
        <div className="mt-6 space-y-4 text-lg text-ink-700">
          {bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {facts?.length ? (
          <ul className="mt-6 grid gap-2 text-ink-800 sm:grid-cols-2">
            {facts.map((fact) => (
              <li key={fact} className="flex gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-cta-700" />
                {fact}
              </li>
            ))}
          </ul>
        ) : null}
        <a
          href={experienceHref}
          className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {experienceLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
      {media ? <div>{media}</div> : null}
    </div>
  );
}
