import type { Metadata } from "next";

import { LogMissingPath } from "@/components/layout/log-missing-path";
import { SiteChrome } from "@/components/layout/site-chrome";
import { buttonClasses } from "@/components/ui/button";
import { siteConfig } from "@/config/site";

export const metadata: Metadata = {
  title: { absolute: `Page not found | ${siteConfig.brand.name}` },
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <SiteChrome>
      <section className="mx-auto flex min-h-[60vh] max-w-content flex-col items-center justify-center px-4 py-24 text-center">
        <p className="text-7xl font-extrabold text-brand-600" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold text-ink-900">
          <span className="sr-only">404: </span>Oops! Page not found
        </h1>
        <p className="mt-3 max-w-md text-ink-600">
          The page you were looking for has moved or never existed.
        </p>
        <a href="/" className={buttonClasses({ className: "mt-8" })}>
          Return to Home
        </a>
        <LogMissingPath />
      </section>
    </SiteChrome>
  );
}
