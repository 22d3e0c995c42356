import { Play } from "lucide-react";

import { OptimisedImg } from "@/components/ui/optimised-img";
import type { OptimisedImage } from "@/components/ui/optimised-image";

import { youtubeEmbedUrl, youtubeWatchUrl } from "./video-urls";

/** "3:05" as an ISO 8601 duration, for <time dateTime>. */
export function videoDuration(text: string): { iso: string } {
  const parts = text.split(":").map(Number);
  const [hours, minutes, seconds] = parts.length === 3 ? parts : [0, ...parts];
  return { iso: `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${seconds}S` };
}

/**
 * A video that costs nothing until it is needed: a poster frame first (a drawing, or the still an
 * owner uploaded, in the same 16:9 box) with the video's title and length; the embed loads when
 * the poster scrolls into view (autoplay muted, controls on, no related videos, keyboard controls
 * off) or when it is pressed. The poster and the YouTube link stay usable without a network.
 * Server-rendered: the player waits, inert, in a <template> until video-facade-loader.ts (included
 * by the page) puts it in place.
 */
export function VideoFacade({
  videoId,
  title,
  caption,
  duration,
  poster,
}: {
  videoId: string;
  title: string;
  caption?: string;
  /** The video's length as the player shows it ("3:05"). */
  duration?: string;
  /** The poster frame: 16:9 (src/features/services/services-content.ts VIDEO_POSTER). */
  poster?: OptimisedImage;
}) {
  const length = duration ? videoDuration(duration) : undefined;
  return (
    <figure>
      <div
        data-testid="video-facade"
        data-video-facade=""
        className="relative aspect-video overflow-hidden rounded-2xl bg-ink-900 shadow-lg"
      >
        {poster ? (
          <OptimisedImg
            image={poster}
            alt=""
            sizes="(min-width: 1024px) 560px, 100vw"
            data-testid="video-poster"
            className="absolute inset-0 size-full object-cover"
          />
        ) : null}
        <button
          type="button"
          className="group absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-ink-950/90 via-ink-950/20 to-transparent p-4 text-left text-white sm:p-6"
        >
          {/* Named by what it shows (the title, the length as "3:05"), after a word saying what it
              does: a name that spelled the length out differently from the visible "3:05" failed
              WCAG 2.5.3 (label in name) for people who speak what they see. */}
          <span className="sr-only">Play video: </span>
          <span
            aria-hidden="true"
            className="absolute top-1/2 left-1/2 inline-flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-accent shadow-raised transition-transform duration-200 group-hover:scale-105 sm:size-20"
          >
            <Play className="ml-1 size-8 fill-current sm:size-9" />
          </span>
          <span className="flex items-end justify-between gap-3">
            <span className="max-w-md font-display text-base font-bold text-balance sm:text-lg">
              {title}
            </span>
            {length ? (
              <time
                dateTime={length.iso}
                data-testid="video-duration"
                className="shrink-0 rounded-md bg-ink-950/80 px-2 py-1 text-sm font-semibold tabular-nums"
              >
                {duration}
              </time>
            ) : null}
          </span>
        </button>
        <template>
          <iframe
            src={youtubeEmbedUrl(videoId)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0"
          />
        </template>
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-fg-muted">
        {caption ? <span>{caption}</span> : null}
        <a
          href={youtubeWatchUrl(videoId)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4 hover:text-brand-600 dark:hover:text-white"
        >
          Watch on YouTube
        </a>
      </figcaption>
    </figure>
  );
}
