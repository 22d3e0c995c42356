"use client";

import "./globals.css";

/** Last resort when the root layout itself fails: same message, its own document. */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en">
      <body>
        <main role="alert" className="mx-auto max-w-content px-4 py-32 text-center">
          <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
          <p className="mt-4 font-mono">{error.message || "Something went wrong."}</p>
          <button
            type="button"
            onClick={reset}
            className="mt-8 min-h-11 rounded-lg bg-cta-700 px-5 font-semibold text-white"
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
