import { CalendarCheck, CheckCircle2 } from "lucide-react";

import type { ThankYouPageCopy } from "@content/schemas/thank-you";
import { card } from "@/components/sections/section-styles";
import { cn } from "@/lib/cn";

import {
  bookingSummary,
  type BookingDetails,
  type ThankYouState,
} from "@/features/thank-you/booking-details";
import type { ConversionSettings } from "@/features/tracking/conversions";

function formatWhatsApp(number: string): string {
  const india = /^91(\d{5})(\d{5})$/.exec(number);
  return india ? `+91 ${india[1]} ${india[2]}` : `+${number}`;
}

const headingClass = "font-display text-3xl font-extrabold tracking-tight text-fg sm:text-5xl";

/**
 * The booking view. The `data-booking*` hooks let thank-you-behaviour.ts fill the same markup
 * (kept in a template) when a reload brings the booking back from session storage.
 */
function BookingView({
  copy,
  booking,
  teamZone,
  showEmptyRows,
  links,
}: {
  copy: ThankYouPageCopy["booking"];
  booking: BookingDetails;
  teamZone: string;
  showEmptyRows?: boolean;
  links?: { href: string; label: string; download?: boolean }[];
}) {
  const summary = bookingSummary(booking, teamZone);
  const rows = showEmptyRows ? summary.rows : summary.rows.filter((row) => row.value);
  return (
    <>
      <h1 className={headingClass} data-booking="greeting">
        {summary.greeting}
      </h1>
      <p className="mt-4 text-lg text-ink-700 dark:text-ink-100" data-booking="confirmed">
        {summary.confirmed}
      </p>
      <p className="mt-2 text-fg-muted">{copy.followUp}</p>
      <section aria-labelledby="meeting-details-title" className={cn(card, "mt-8 p-6 text-left")}>
        <h2
          id="meeting-details-title"
          className="flex items-center gap-2 font-display text-xl font-bold text-fg"
        >
          <CalendarCheck aria-hidden="true" className="size-6 text-cta-700 dark:text-cta-100" />
          {copy.cardTitle}
        </h2>
        {/* Phones stack each label over its value, the pairs apart; wider screens, two columns. */}
        <dl className="mt-4 grid gap-x-6 gap-y-0.5 sm:grid-cols-[8rem_1fr] sm:gap-y-3 [&>div:first-child>dt]:mt-0">
          {rows.map((row) => (
            <div key={row.key} className="contents" data-booking-row={row.key}>
              <dt className="mt-3 text-sm font-semibold text-fg-muted sm:mt-0 sm:text-base">
                {copy.labels[row.key]}
              </dt>
              <dd className="break-words text-fg">{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-5 text-ink-700 dark:text-ink-100">{copy.invitation}</p>
        <p className="mt-1 text-ink-700 dark:text-ink-100">{copy.reminder}</p>
        {links?.length ? (
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-1 border-t border-line pt-4">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  download={link.download ? "" : undefined}
                  {...(link.href.startsWith("http")
                    ? { target: "_blank", rel: "noopener noreferrer" }
                    : {})}
                  className="inline-flex min-h-11 items-center font-semibold text-accent underline-offset-4 hover:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}

function GeneralView({
  copy,
  whatsapp,
}: {
  copy: ThankYouPageCopy["general"];
  whatsapp: { url: string; number: string };
}) {
  return (
    <>
      <h1 className={headingClass}>{copy.heading}</h1>
      <p className="mt-4 text-lg text-ink-700 dark:text-ink-100">{copy.text}</p>
      <p className="mt-4 text-ink-700 dark:text-ink-100">
        {copy.whatsappFallback}{" "}
        <a
          href={whatsapp.url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold whitespace-nowrap text-accent underline"
        >
          {formatWhatsApp(whatsapp.number)}
        </a>
        .
      </p>
    </>
  );
}

const EMPTY_BOOKING: BookingDetails = {
  eventTypeName: "",
  startTime: "",
  inviteeFullName: "",
  inviteeEmail: "",
};

/**
 * The top of /thank-you, rendered on the server from the query (docs/product.md §4): the booking view
 * when the scheduling tool sent a start time or an event type, otherwise the general view. No
 * query at all may be a reload after the address bar was cleaned: the booking markup then
 * waits in a template for thank-you-behaviour.ts, which also reports the conversions
 * (`data-conversions`). `copy` is content/thank-you/page.yaml.
 */
export function ThankYouView({
  copy,
  state,
  whatsapp,
  conversions,
  ownBooking,
  teamZone,
}: {
  copy: Pick<ThankYouPageCopy, "general" | "booking">;
  /** The team's zone (TIME_ZONE): a booking's time is also shown in it, here and by the script. */
  teamZone: string;
  state: ThankYouState | null;
  whatsapp: { url: string; number: string };
  conversions: ConversionSettings;
  /** Our own booking (not an external scheduler's): the browser gets the state from the page,
   * and the calendar and manage links are shown. */
  ownBooking?: { links: { href: string; label: string; download?: boolean }[] } | null;
}) {
  const view = state?.kind === "booking" ? "booking" : "general";
  return (
    <section
      data-thank-you={view}
      data-conversions={JSON.stringify(conversions)}
      data-thank-you-state={ownBooking && state ? JSON.stringify(state) : undefined}
      data-team-zone={teamZone}
      className="bg-gradient-to-b from-cta-100/60 to-surface py-16 sm:py-20 dark:from-cta-700/20"
    >
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <CheckCircle2
          aria-hidden="true"
          className="mx-auto mb-6 size-14 text-cta-700 dark:text-cta-100"
        />
        <div data-thank-you-view>
          {state?.kind === "booking" ? (
            <BookingView
              copy={copy.booking}
              booking={state.booking}
              teamZone={teamZone}
              links={ownBooking?.links}
            />
          ) : (
            <GeneralView copy={copy.general} whatsapp={whatsapp} />
          )}
        </div>
        {state === null ? (
          <template data-booking-template>
            <BookingView
              copy={copy.booking}
              booking={EMPTY_BOOKING}
              teamZone={teamZone}
              showEmptyRows
            />
          </template>
        ) : null}
      </div>
    </section>
  );
}
