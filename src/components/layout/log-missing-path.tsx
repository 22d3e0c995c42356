"use client";

import { useEffect } from "react";

/** SPEC §2: the not-found page logs the missing path to the console. */
export function LogMissingPath() {
  useEffect(() => {
    console.error(
      "404 Error: User attempted to access non-existent route:",
      window.location.pathname,
    );
  }, []);
  return null;
}
