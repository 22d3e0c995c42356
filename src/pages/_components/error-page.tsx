import { buttonClasses } from "@/components/ui/button";

/**
 * docs/product.md §8 "Router failure": "Unexpected Application Error!" and the error text. The built page
 * is static and says only that something went wrong (an exception's text is for the logs, not
 * for visitors); in development the page shows the error itself.
 */
export function ErrorPage({ detail }: { detail: string }) {
  return (
    <section role="alert" className="mx-auto max-w-content px-4 py-32 text-center">
      <h1 className="font-display text-3xl font-bold text-fg">Unexpected Application Error!</h1>
      <p className="mt-4 font-mono text-fg-muted">{detail}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* An empty href is this very address: loading it again is trying again, no script. */}
        <a href="" className={buttonClasses()}>
          Try again
        </a>
        <a href="/" className={buttonClasses({ variant: "outline" })}>
          Return to Home
        </a>
      </div>
    </section>
  );
}
