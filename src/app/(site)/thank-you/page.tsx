import { siteConfig } from "@/config/site";
import { buildMetadata } from "@/lib/metadata";
import { thankYouCopy } from "@content/thank-you";

import { ThankYouNext } from "./_components/thank-you-next";
import { ThankYouView } from "./_components/thank-you-view";

export const metadata = buildMetadata(siteConfig, {
  title: thankYouCopy.title,
  description: thankYouCopy.metaDescription,
  path: "/thank-you",
  noindex: true,
});

/** Static HTML; the query (booking or enquiry id) is read in the browser by ThankYouView. */
export default function ThankYouPage() {
  const { analytics } = siteConfig;
  return (
    <>
      <ThankYouView
        whatsapp={{ url: siteConfig.whatsapp.url, number: siteConfig.whatsapp.number }}
        conversions={{
          adsConversions: analytics.adsConversions,
          value: analytics.conversionValue.value,
          currency: analytics.conversionValue.currency,
        }}
      />
      <ThankYouNext
        schedulingUrl={siteConfig.links.scheduling}
        email={siteConfig.emails.contact}
        founderName={siteConfig.founder.name}
        founderPath={siteConfig.founder.experiencePath}
      />
    </>
  );
}
