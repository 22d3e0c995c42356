import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

import { JsonLd } from "@/components/json-ld";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { siteConfig } from "@/config/site";
import { ConsentBanner } from "@/features/consent/consent-banner";
import { LeadModalHost } from "@/features/leads/lead-modal-host";
import { organizationJsonLd } from "@/lib/json-ld";

import { inter } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.siteUrl),
  applicationName: siteConfig.brand.name,
  title: { default: siteConfig.brand.name, template: `%s | ${siteConfig.brand.name}` },
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = {
  themeColor: "#0b1530",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>
        {children}
        <ScrollToTop />
        <LeadModalHost />
        <ConsentBanner gtagId={siteConfig.analytics.gtagId} />
        <JsonLd data={organizationJsonLd(siteConfig)} />
      </body>
    </html>
  );
}
