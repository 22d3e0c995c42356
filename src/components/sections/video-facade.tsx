import { Play } from "lucide-react";

import { youtubeEmbedUrl, youtubeWatchUrl } from "./video-urls";

/**
 * A video that costs nothing until it is needed: a local poster first; the embed loads when the
 * poster scrolls into view (autoplay muted, controls on, no related videos, keyboard controls
 * off) or when it is pressed. The poster and the YouTube link stay usable without a network.
 * Server-rendered: the player waits, inert, in a <template> until video-facade-loader.ts (included
 * by the page) puts it in place.
 */
export function VideoFacade({
  videoId,
  title,
  caption,
}: {
  videoId: string;
  title: string;
  caption?: string;
}) {
  return (
    <figure>
      <div
        data-testid="video-facade"
        data-video-facade=""
        className="relative aspect-video overflow-hidden rounded-2xl bg-gradient-to-br from-ink-900 via-brand-700 to-cta-700 shadow-lg"
      >
        <button
          type="button"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-white"
          aria-label={`Play video: ${title}`}
        >
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-white/95 text-accent shadow-xl">
            <Play aria-hidden="true" className="ml-1 size-8 fill-current" />
          </span>
          <span className="max-w-sm text-lg font-semibold text-balance">{title}</span>
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
