import { consentCopy } from "@content/consent";
import { Button } from "@/components/ui/button";

/**
 * The consent banner (DESIGN decision 7), rendered into every page by the base layout, hidden.
 * Plain markup: `consent-controls.ts` shows it on a first visit, switches to the preferences view,
 * saves the choice and loads the Google tag only after the visitor allows it (never when no tag
 * id is configured), so the banner costs no framework.
 */
export function ConsentBanner({ gtagId }: { gtagId: string | null }) {
  return (
    <section
      role="region"
      aria-labelledby="consent-title"
      hidden
      data-consent-banner
      data-gtag-id={gtagId ?? undefined}
      className="fixed inset-x-0 bottom-0 z-30 max-h-[85dvh] overflow-y-auto border-t border-ink-100 bg-white p-5 shadow-2xl sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-2xl sm:border print:hidden"
    >
      <h2 id="consent-title" tabIndex={-1} className="text-lg font-bold text-ink-900 outline-none">
        {consentCopy.title}
      </h2>
      <p className="mt-2 text-sm text-ink-700">
        {consentCopy.intro}{" "}
        <a href="/cookie-policy" className="font-semibold text-brand-700 underline">
          {consentCopy.policyLink}
        </a>
      </p>

      <fieldset id="consent-preferences" hidden data-consent-preferences className="mt-4 space-y-3">
        <legend className="sr-only">Cookie categories</legend>
        {consentCopy.categories.map((category) => {
          const id = `consent-${category.id}`;
          const essential = category.id === "essential";
          return (
            <div key={category.id} className="flex items-start gap-3">
              <input
                id={id}
                type="checkbox"
                role="switch"
                defaultChecked={essential}
                disabled={essential}
                data-consent-category={essential ? undefined : category.id}
                aria-describedby={`${id}-description`}
                className="mt-0.5 size-6 shrink-0 accent-brand-600"
              />
              <div>
                <label htmlFor={id} className="font-semibold text-ink-900">
                  {category.name}
                  {essential ? (
                    <span className="ml-2 text-sm font-normal text-ink-600">
                      ({consentCopy.alwaysOn})
                    </span>
                  ) : null}
                </label>
                <p id={`${id}-description`} className="text-sm text-ink-600">
                  {category.description}
                </p>
              </div>
            </div>
          );
        })}
      </fieldset>

      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" data-consent-action="accept">
          {consentCopy.acceptAll}
        </Button>
        <Button size="sm" variant="outline" data-consent-action="reject">
          {consentCopy.rejectAll}
        </Button>
        <Button size="sm" variant="secondary" hidden data-consent-action="save">
          {consentCopy.save}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={false}
          aria-controls="consent-preferences"
          data-consent-action="preferences"
        >
          {consentCopy.preferences}
        </Button>
      </div>
    </section>
  );
}
