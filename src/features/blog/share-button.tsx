"use client";

import { Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { blogPostCopy } from "@content/blog-copy";
import { Button } from "@/components/ui/button";

/**
 * Share: the device's share sheet where there is one, otherwise the page address goes to the
 * clipboard and a visible "Link copied" confirms it (announced through role="status").
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const [message, setMessage] = useState("");
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const say = (next: string) => {
    setMessage(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setMessage(""), 4000);
  };

  async function share() {
    const url = window.location.href.split("#")[0] ?? window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      say(blogPostCopy.linkCopied);
    } catch {
      say(blogPostCopy.copyFailed);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" size="sm" onClick={share}>
        <Share2 aria-hidden="true" className="size-4" />
        {blogPostCopy.share}
      </Button>
      <p role="status" className="text-sm font-semibold text-cta-800">
        {message}
      </p>
    </div>
  );
}
