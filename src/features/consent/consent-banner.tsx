import { COOKIE_CATEGORY_IDS } from "@content/schemas/cookie-banner";
import { Button } from "@/components/ui/button";
import { cookieBannerCopy as copy } from "@/config/shared-copy";

/**
 * The consent banner (docs/product.md §10.7), rendered into every page by the base layout. It is
 * shown by CSS while html[data-consent] is set: by the head's inline script on a visit without a
 * saved choice, so it is in the first paint (no script work, no second layout), and by
 * `consent-controls.ts` when the settings are reopened. That script switches to the preferences view,
 * saves the choice and loads the Google tag only after the visitor allows it (never when no tag
 * id is configured), so the banner costs no framework.
 *
 * Below 1024 px a first visit has it at the top of the page, in the flow under the header
 * (global.css; the base layout places it there), compact (under a quarter of a 375×812 screen:
 * the title runs into the text, one row of buttons); the categories expand only when asked for.
 * Reopened there, it is a bar (phones) or a card (from 640 px) at the bottom, where the visitor
 * is. From 1024 px (laptops) a first visit has it as a slim bar in the same place, words left
 * and buttons right (global.css): in the flow, it covers no hero drawing, button or form (issue
 * 36); reopened there it is a compact card in the top-right corner under the header (below a
 * page's announcement bar, `--consent-top` in global.css), docs/design-system.md "Fixed
 * elements". Nothing else floats while it is open.
 *
 * Its words are the owner's file, content/site/cookie-banner.json; which categories there are and
 * their ids are code (COOKIE_CATEGORY_IDS), as the script and the Cookie Policy rely on them.
 */
export function ConsentBanner({ gtagId }: { gtagId: string | null }) {
  return (
    <section
      role="region"
      aria-labelledby="consent-title"
      data-consent-banner
      data-gtag-id={gtagId ?? undefined}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[min(85dvh,calc(100dvh-5rem))] overflow-y-auto border-t border-line bg-surface-raised px-4 pt-3 pb-3 text-fg shadow-float sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-panel sm:border sm:p-5 lg:top-(--consent-top) lg:right-6 lg:bottom-auto lg:left-auto lg:max-h-[calc(100dvh-var(--consent-top)-1rem)] lg:max-w-sm lg:rounded-card lg:p-4 print:hidden"
    >
      <div className="text-[0.8125rem] leading-snug sm:text-sm sm:leading-normal">
        <h2
          id="consent-title"
          tabIndex={-1}
          className="inline font-display font-bold text-fg outline-none focus-visible:outline-2 sm:block sm:text-lg"
        >
          {copy.title}
        </h2>{" "}
        <p className="inline text-fg-muted sm:mt-2 sm:block">
          {copy.intro}{" "}
          <a
            href="/cookie-policy"
            className="font-semibold text-accent underline underline-offset-2 hover:text-accent-strong"
          >
            {copy.policyLink}
          </a>
        </p>
      </div>

      <fieldset id="consent-preferences" hidden data-consent-preferences className="mt-4 space-y-3">
        <legend className="sr-only">Cookie categories</legend>
        {COOKIE_CATEGORY_IDS.map((categoryId) => {
          const category = copy.categories[categoryId];
          const id = `consent-${categoryId}`;
          const essential = categoryId === "essential";
          return (
            <div key={categoryId} className="flex items-start gap-3">
              <input
                id={id}
                type="checkbox"
                role="switch"
                defaultChecked={essential}
                disabled={essential}
                data-consent-category={essential ? undefined : categoryId}
                aria-describedby={`${id}-description`}
                className="mt-0.5 size-6 shrink-0 accent-brand-600"
              />
              <div>
                <label htmlFor={id} className="font-semibold text-fg">
                  {category.name}
                  {essential ? (
                    <span className="ml-2 text-sm font-normal text-fg-muted">
                      ({copy.alwaysOn})
                    </span>
                  ) : null}
                </label>
                <p id={`${id}-description`} className="text-sm text-fg-muted">
                  {category.description}
                </p>
              </div>
            </div>
          );
        })}
      </fieldset>

      {/* Accept and reject are one pair of equal buttons, same size, same outline, neither the
          brand's green: refusing is as easy and as visible as accepting (docs/design-system.md).
          Preferences is the quiet third, one step away. */}
      <div
        data-consent-buttons
        className="mt-2.5 flex flex-wrap items-center gap-x-2 gap-y-1.5 sm:mt-4"
      >
        <div className="grid grid-cols-2 gap-2">
          <Button size="sm" variant="secondary" data-consent-action="accept" className="px-3.5">
            {copy.acceptAll}
          </Button>
          <Button size="sm" variant="secondary" data-consent-action="reject" className="px-3.5">
            {copy.rejectAll}
          </Button>
        </div>
        <Button size="sm" variant="secondary" hidden data-consent-action="save" className="px-3.5">
          {copy.save}
        </Button>
        <Button
          size="sm"
          variant="tertiary"
          aria-expanded={false}
          aria-controls="consent-preferences"
          data-consent-action="preferences"
        >
          {copy.preferences}
        </Button>
      </div>
    </section>
  );
}
