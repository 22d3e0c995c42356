"use client";

import { useEffect } from "react";

import { Button } from "@/components/ui/button";

/** The router's fallback error screen (SPEC §2): "Unexpected Application Error!" and the error. */
export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="mx-auto max-w-content px-4 py-32 text-center">
      <h1 className="text-3xl font-bold text-ink-900">Unexpected Application Error!</h1>
      <p className="mt-4 font-mono text-ink-600">{error.message || "Something went wrong."}</p>
      <Button className="mt-8" onClick={reset}>
        Try again
      </Button>
    </section>
  );
}
