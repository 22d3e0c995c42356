import {
  ArrowRight,
  CalendarClock,
  MailCheck,
  MessageCircle,
  NotebookPen,
  UserRound,
  type LucideIcon,
} from "lucide-react";

import type { ThankYouPageCopy } from "@content/schemas/thank-you";
import { sectionTones } from "@/components/sections/page-section";
import { card } from "@/components/sections/section-styles";
import { ButtonLink } from "@/components/ui/button";
import { cn, isExternalHref } from "@/lib/cn";
import { mailtoHref } from "@/lib/mailto";

const enquiryIcons = [MessageCircle, CalendarClock, UserRound];
const bookedIcons = [MailCheck, NotebookPen, UserRound];

type Step = { title: string; text: string };

function Steps({ steps, icons }: { steps: readonly Step[]; icons: LucideIcon[] }) {
  return (
    <ol className="mt-6 space-y-4" data-next-steps>
      {steps.map((step, index) => {
        const Icon = icons[index] ?? MessageCircle;
        return (
          <li key={step.title} className={cn(card, "flex gap-4 p-5")}>
            <Icon
              aria-hidden="true"
              className="size-7 shrink-0 text-brand-600 dark:text-brand-100"
            />
            <div>
              <p className="font-semibold text-fg">
                {index + 1}. {step.title}
              </p>
              <p className="mt-1 text-fg-muted">{step.text}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The lower half of /thank-you: what happens next, the schedule button, places to explore. `copy`
 * is content/thank-you/page.yaml, the founder's name already in its link. After a booking
 * (`view` "booking") the steps are the booked call's and there is nothing left to schedule; when
 * the server cannot tell (`view` "unknown": a reload after the address bar was cleaned), the
 * booked steps wait in a template for thank-you-behaviour.ts, as the booking view does.
 */
export function ThankYouNext({
  copy,
  view,
  schedulingUrl,
  email,
  founderPath,
}: {
  copy: Pick<ThankYouPageCopy, "next" | "explore" | "booking">;
  view: "enquiry" | "booking" | "unknown";
  schedulingUrl: string;
  email: string;
  founderPath: string;
}) {
  const { next, explore } = copy;
  const links = [
    { label: explore.servicesLink, href: "/cto-services" },
    { label: explore.caseStudiesLink, href: "/case-studies" },
    { label: explore.founderLink, href: founderPath },
  ];
  return (
    // The site's tinted band and cards (raised above it in both themes); centred on the hero's
    // axis: the headings, the button and the links, the cards the column's width.
    <section aria-labelledby="next-title" className={cn("py-16", sectionTones.muted)}>
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2
          id="next-title"
          className="text-center font-display text-2xl font-bold text-fg sm:text-3xl"
        >
          {next.heading}
        </h2>
        {view === "booking" ? (
          <Steps steps={copy.booking.nextSteps} icons={bookedIcons} />
        ) : (
          <>
            <Steps steps={next.steps} icons={enquiryIcons} />
            {view === "unknown" ? (
              <template data-booked-next-template>
                <Steps steps={copy.booking.nextSteps} icons={bookedIcons} />
              </template>
            ) : null}
            <ButtonLink
              href={schedulingUrl}
              size="lg"
              className="mt-8 w-full sm:mx-auto sm:flex sm:w-fit"
              data-schedule-button
            >
              {next.scheduleButton}
              {isExternalHref(schedulingUrl) ? (
                <span className="sr-only"> (opens in a new tab)</span>
              ) : null}
            </ButtonLink>
          </>
        )}

        <h2 className="mt-12 text-center font-display text-xl font-bold text-fg">
          {explore.heading}
        </h2>
        <ul className="mt-4 flex flex-col items-center gap-1">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent hover:underline"
              >
                {link.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-center text-ink-700 dark:text-ink-100">
          {explore.emailPrefix}{" "}
          <a href={mailtoHref(email)} className="font-semibold text-accent underline">
            {email}
          </a>
        </p>
      </div>
    </section>
  );
}
