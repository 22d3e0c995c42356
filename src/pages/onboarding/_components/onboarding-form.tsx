import { Check } from "lucide-react";
import { useEffect, useRef, useState, type SubmitEvent } from "react";

import type { OnboardingPage } from "@content/schemas/onboarding";
import { ONBOARDING_SERVICE_TYPES, type OnboardingChoice } from "@content/schemas/service-types";

import { ServiceIcon } from "@/components/sections/service-icon";
import { Button } from "@/components/ui/button";
import {
  ONBOARDING_TIMELINES,
  onboardingPresetFrom,
  onboardingRequirements,
  onboardingTimelineText,
} from "@/features/leads/onboarding-preset";
import { ENQUIRY_FORM_PATH } from "@/features/leads/enquiry-path";
import { openEnquiry, preloadEnquiry } from "@/features/leads/open-enquiry";

const cardClass =
  "relative flex h-full cursor-pointer flex-col rounded-2xl border-2 border-ink-100 bg-white p-5 transition-colors duration-200 hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 dark:border-white/10 dark:bg-ink-900 dark:has-[:checked]:border-brand-500 dark:has-[:checked]:bg-brand-500/15";

function isChoice(value: string): value is OnboardingChoice {
  return value in ONBOARDING_SERVICE_TYPES;
}

/**
 * The project form (docs/product.md §3 "Project form"): a service (required), details and a timeline
 * (optional). "Get Matched with Experts" opens the enquiry modal preset to the service with
 * the details and timeline in "requirements" (docs/product.md §10.3). An island (`client:interaction="query"`
 * on /onboarding); the modal itself loads on demand through `openEnquiry`. Before or without
 * JavaScript the form posts to the enquiry form's page, which shows the same form preset alike
 * (docs/decisions/0017-forms-without-javascript.md). Its words and cards come from the route as
 * props (content/onboarding/page.yaml); the values it sends and the timelines are code
 * (src/features/leads/onboarding-preset.ts).
 */
export function OnboardingForm({
  copy: onboardingCopy,
}: {
  copy: Omit<OnboardingPage, "eyebrow" | "heading" | "intro">;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [missingService, setMissingService] = useState(false);
  // Counts presses without a service: each one brings the message back into view.
  const [missingPresses, setMissingPresses] = useState(0);
  const alertRef = useRef<HTMLParagraphElement>(null);

  // The fields are the browser's own (uncontrolled): what a visitor chose or typed before this
  // island woke, or while it was waking, is never reset by React. Without a choice yet, the card a
  // service page linked with (?service=) is chosen.
  useEffect(() => {
    const choices = formRef.current?.elements.namedItem("service") as RadioNodeList | null;
    if (!choices || isChoice(choices.value)) return;
    const preset = onboardingPresetFrom(location.search);
    if (preset) choices.value = preset;
  }, []);

  // The message sits above the button, often off screen on a phone: without this, pressing the
  // button seemed to do nothing (issue 13). It is scrolled to, focused and (role=alert) announced.
  useEffect(() => {
    if (missingPresses === 0) return;
    const alert = alertRef.current;
    if (!alert) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    alert.focus({ preventScroll: true });
    alert.scrollIntoView({ block: "center", behavior: smooth ? "smooth" : "auto" });
  }, [missingPresses]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the form shows is what is sent: a press replayed as the island wakes comes before the
    // effect above has copied the choices made in the server's HTML into state.
    const data = new FormData(event.currentTarget);
    const shownService = String(data.get("service") ?? "");
    const service = isChoice(shownService) ? shownService : null;
    const details = String(data.get("projectDetails") ?? "");
    const timeline = data.get("timeline");
    if (!service) {
      setMissingService(true);
      setMissingPresses((count) => count + 1);
      return;
    }
    const submitter = (event.nativeEvent as globalThis.SubmitEvent).submitter;
    void openEnquiry(ONBOARDING_SERVICE_TYPES[service], {
      requirements: onboardingRequirements(details, onboardingTimelineText(timeline)),
      // Escape or Cancel brings the visitor back to this button.
      returnFocus: submitter instanceof HTMLElement ? submitter : null,
    });
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={ENQUIRY_FORM_PATH}
      noValidate
      onSubmit={submit}
      className="space-y-10"
    >
      <input type="hidden" name="step" value="project" />
      <fieldset>
        <legend className="font-display text-xl font-bold text-fg">
          {onboardingCopy.serviceLegend}
          <span aria-hidden="true" className="ml-0.5 text-danger-700 dark:text-red-300">
            *
          </span>
        </legend>
        <div
          role="radiogroup"
          aria-required="true"
          aria-label="Service"
          aria-invalid={missingService || undefined}
          aria-describedby={missingService ? "service-alert" : undefined}
          className="mt-4 grid gap-4 sm:grid-cols-2"
        >
          {onboardingCopy.services.map((option) => (
            <label key={option.id} className={`group ${cardClass}`}>
              <input
                type="radio"
                name="service"
                value={option.id}
                onChange={() => {
                  setMissingService(false);
                  // The modal is likely next: start loading it.
                  preloadEnquiry().catch(() => {});
                }}
                className="sr-only"
              />
              <span className="flex items-start justify-between gap-3">
                <span className="flex size-12 items-center justify-center rounded-xl bg-ink-900 text-white dark:bg-brand-600">
                  <ServiceIcon name={option.icon} className="size-6" />
                </span>
                <span className="hidden size-7 items-center justify-center rounded-full bg-brand-600 text-white group-has-[:checked]:flex">
                  <Check aria-hidden="true" className="size-4" />
                </span>
              </span>
              <span className="mt-4 font-display text-lg font-bold text-fg">{option.title}</span>
              <span className="mt-1 text-fg-muted">{option.description}</span>
              <span className="mt-3 flex flex-wrap gap-2">
                {option.features.map((feature) => (
                  <span
                    key={feature}
                    className="rounded-md bg-ink-100 px-2.5 py-1 text-sm text-ink-700 dark:bg-white/10 dark:text-ink-100"
                  >
                    {feature}
                  </span>
                ))}
              </span>
            </label>
          ))}
        </div>
        {missingService ? (
          <p
            ref={alertRef}
            id="service-alert"
            role="alert"
            tabIndex={-1}
            className="mt-4 rounded-lg border border-danger-600 bg-red-50 px-4 py-3 font-medium text-danger-700 focus-visible:outline-3 dark:bg-danger-700/15 dark:text-red-200"
          >
            {onboardingCopy.noServiceAlert}
          </p>
        ) : null}
      </fieldset>

      <div>
        <label htmlFor="project-details" className="font-display text-xl font-bold text-fg">
          {onboardingCopy.detailsLabel}{" "}
          <span className="text-base font-normal text-fg-muted">{onboardingCopy.detailsHint}</span>
        </label>
        <textarea
          id="project-details"
          name="projectDetails"
          rows={4}
          maxLength={4000}
          placeholder={onboardingCopy.detailsPlaceholder}
          className="mt-3 block w-full rounded-lg border border-ink-300 bg-white px-3.5 py-2.5 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600 dark:border-white/20 dark:bg-ink-900 dark:text-white dark:placeholder:text-ink-300"
        />
      </div>

      <fieldset>
        <legend className="font-display text-xl font-bold text-fg">
          {onboardingCopy.timelineLegend}{" "}
          <span className="text-base font-normal text-fg-muted">{onboardingCopy.detailsHint}</span>
        </legend>
        <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {ONBOARDING_TIMELINES.map((option) => (
            <label key={option.id} className={cardClass}>
              <input type="radio" name="timeline" value={option.id} className="sr-only" />
              <span className="font-semibold text-fg">{option.label}</span>
              <span className="text-sm text-fg-muted">{option.detail}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <Button type="submit" size="lg" aria-haspopup="dialog" className="w-full sm:w-auto">
          {onboardingCopy.submit}
        </Button>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-ink-700 dark:text-ink-100">
          {onboardingCopy.notes.map((note) => (
            <li key={note} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 text-cta-700 dark:text-cta-100" />
              {note}
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}
