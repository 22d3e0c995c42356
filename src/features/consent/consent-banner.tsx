"use client";

import { useEffect, useRef, useState } from "react";

import { consentCopy } from "@content/consent";
import { Button } from "@/components/ui/button";

import {
  ACCEPT_ALL,
  CONSENT_OPEN_EVENT,
  REJECT_ALL,
  type ConsentCategory,
  type ConsentChoice,
} from "./consent";
import { getConsent, saveConsent } from "./consent-store";
import { applyGoogleTagConsent } from "./google-tag";

type View = "hidden" | "banner" | "preferences";

/**
 * The consent banner, mounted once in the root layout (DESIGN decision 7). Shown on a first
 * visit; reopened by "Cookie settings" or a `consent:open` window event. The Google tag is
 * loaded only after the visitor allows it, and never when no tag id is configured.
 */
export function ConsentBanner({ gtagId }: { gtagId: string | null }) {
  const [view, setView] = useState<View>("hidden");
  const [draft, setDraft] = useState<ConsentChoice>(REJECT_ALL);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const saved = getConsent();
    // Reading the cookie is only possible after hydration: the pages are static HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (saved) setDraft(saved);
    else setView("banner");
    applyGoogleTagConsent(gtagId, saved);

    const reopen = () => {
      openerRef.current = document.activeElement as HTMLElement | null;
      setDraft(getConsent() ?? REJECT_ALL);
      setView("preferences");
      requestAnimationFrame(() => headingRef.current?.focus());
    };
    window.addEventListener(CONSENT_OPEN_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen);
  }, [gtagId]);

  useEffect(() => {
    const root = document.documentElement;
    if (view === "hidden") root.style.removeProperty("--consent-offset");
    else root.style.setProperty("--consent-offset", "16rem");
  }, [view]);

  const choose = (choice: ConsentChoice) => {
    // The tag first, so listeners of the change (the thank-you conversions) find window.gtag.
    applyGoogleTagConsent(gtagId, choice);
    saveConsent(choice);
    setDraft(choice);
    setView("hidden");
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
  };

  if (view === "hidden") return null;

  const toggle = (category: ConsentCategory) =>
    setDraft((current) => ({ ...current, [category]: !current[category] }));

  return (
    <section
      role="region"
      aria-labelledby="consent-title"
      className="fixed inset-x-0 bottom-0 z-30 max-h-[85dvh] overflow-y-auto border-t border-ink-100 bg-white p-5 shadow-2xl sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-2xl sm:border"
    >
      <h2
        id="consent-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-ink-900 outline-none"
      >
        {consentCopy.title}
      </h2>
      <p className="mt-2 text-sm text-ink-700">
        {consentCopy.intro}{" "}
        <a href="/cookie-policy" className="font-semibold text-brand-700 underline">
          {consentCopy.policyLink}
        </a>
      </p>

      {view === "preferences" ? (
        <fieldset className="mt-4 space-y-3">
          <legend className="sr-only">Cookie categories</legend>
          {consentCopy.categories.map((category) => {
            const id = `consent-${category.id}`;
            const essential = category.id === "essential";
            const checked = essential ? true : draft[category.id as ConsentCategory];
            return (
              <div key={category.id} className="flex items-start gap-3">
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  checked={checked}
                  disabled={essential}
                  aria-describedby={`${id}-description`}
                  onChange={() => toggle(category.id as ConsentCategory)}
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
      ) : null}

      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => choose(ACCEPT_ALL)}>
          {consentCopy.acceptAll}
        </Button>
        <Button size="sm" variant="outline" onClick={() => choose(REJECT_ALL)}>
          {consentCopy.rejectAll}
        </Button>
        {view === "preferences" ? (
          <Button size="sm" variant="secondary" onClick={() => choose(draft)}>
            {consentCopy.save}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={false}
            onClick={() => setView("preferences")}
          >
            {consentCopy.preferences}
          </Button>
        )}
      </div>
    </section>
  );
}
