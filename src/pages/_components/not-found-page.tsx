import { buttonClasses } from "@/components/ui/button";

/** docs/product.md §8 "Unknown route": "Oops! Page not found" and a Return to Home link. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-content flex-col items-center justify-center px-4 py-24 text-center">
      <p
        className="bg-gradient-to-br from-brand-600 to-cta-600 bg-clip-text font-display text-8xl font-extrabold tracking-tight text-transparent dark:from-brand-300 dark:to-cta-400"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-bold text-fg">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-3 max-w-md text-fg-muted">
        The page you were looking for has moved or never existed.
      </p>
      <a href="/" className={buttonClasses({ className: "mt-8" })}>
        Return to Home
      </a>
    </section>
  );
}
