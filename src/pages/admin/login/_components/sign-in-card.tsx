import type { ReactNode } from "react";

/** The centred card the sign-in pages share: brand, heading, then the step's content. */
export function SignInCard({
  brandName,
  heading,
  children,
}: {
  brandName: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div className="w-full max-w-md">
        <p className="mb-6 text-center font-display text-lg font-bold tracking-tight text-ink-900 dark:text-white">
          {brandName}
          <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 align-middle text-xs font-semibold text-brand-700 dark:bg-ink-800 dark:text-brand-100">
            Owner&apos;s view
          </span>
        </p>
        <section
          aria-labelledby="sign-in-heading"
          className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8 dark:border-ink-800 dark:bg-ink-900"
        >
          <h1
            id="sign-in-heading"
            className="font-display text-2xl font-bold tracking-tight text-ink-900 dark:text-white"
          >
            {heading}
          </h1>
          <div className="mt-4 space-y-4 text-ink-700 dark:text-ink-100">{children}</div>
        </section>
      </div>
    </main>
  );
}

/** A short message above a form: a notice (signed out) or an error (role="alert"). */
export function FormMessage({
  tone,
  id,
  children,
}: {
  tone: "notice" | "error";
  id?: string;
  children: ReactNode;
}) {
  return tone === "error" ? (
    <p
      id={id}
      role="alert"
      className="mt-2 rounded-lg border border-danger-600/30 bg-red-50 px-3 py-2 text-sm font-medium text-danger-700 dark:border-red-400/40 dark:bg-red-950/40 dark:text-red-200"
    >
      {children}
    </p>
  ) : (
    <p
      role="status"
      className="rounded-lg border border-cta-600/30 bg-cta-100 px-4 py-3 text-sm font-medium text-cta-800 dark:border-cta-600/40 dark:bg-green-950/40 dark:text-green-200"
    >
      {children}
    </p>
  );
}
