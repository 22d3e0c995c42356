
import { siteConfig } from "@/config/site";
import { Deck } from "@/features/presentation/deck";
import { PasswordGate } from "@/features/presentation/password-gate";
import { buildMetadata } from "@/lib/metadata";
import { hasDeckAccess } from "@/server/presentation/gate";
import { buildSlides } from "@/server/presentation/slides";

// Rendered per request: the cookie decides what this visitor may see (DESIGN decision 4).
export const dynamic = "force-dynamic";

export const metadata = buildMetadata(siteConfig, {
  title: "CTO Presentation",
  description:
    "A private presentation for prospective clients. Enter the password your sales representative gave you to open it.",
  path: "/cto-presentation",
  noindex: true,
});

export default async function CtoPresentationPage() {
  if (await hasDeckAccess()) {
    return <Deck slides={buildSlides()} brandName={siteConfig.brand.name} />;
  }
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-ink-900 px-4 py-12"
    >
      <PasswordGate />
      <a
        href="/"
        className="inline-flex min-h-11 items-center rounded-lg px-3 text-ink-100 underline underline-offset-4 hover:text-white"
      >
        Back to {siteConfig.brand.name}
      </a>
    </main>
  );
}
