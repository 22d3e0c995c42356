"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** SPEC §2: the window scrolls to the top on every path change (anchors keep their target). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
