import { Share2 } from "lucide-react";

import { blogPostCopy } from "@content/blog-copy";
import { buttonClasses } from "@/components/ui/button";

/**
 * Share: server-rendered markup whose behaviour is ./share-link.ts (plain DOM, no React). The
 * button stays invisible, its space kept, until that script has wired it: without JavaScript
 * there is no dead button, and showing it moves nothing.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  return (
    <div
      className="flex flex-wrap items-center gap-3"
      data-share
      data-copied={blogPostCopy.linkCopied}
      data-copy-failed={blogPostCopy.copyFailed}
    >
      <button
        type="button"
        data-share-title={title}
        data-share-text={text}
        className={buttonClasses({ variant: "outline", size: "sm", className: "invisible" })}
      >
        <Share2 aria-hidden="true" className="size-4" />
        {blogPostCopy.share}
      </button>
      <p role="status" className="text-sm font-semibold text-cta-800 dark:text-cta-100"></p>
    </div>
  );
}
