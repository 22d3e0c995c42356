"use client";

import { CalendarCheck, CheckCircle2 } from "lucide-react";
import { useEffect, useLayoutEffect, useState } from "react";

import { getConsent, onConsentChange } from "@/features/consent/consent-store";
import {
  THANK_YOU_STORAGE_KEY,
  firstName,
  formatMeetingTime,
  hasThankYouQuery,
  parseStoredState,
  parseThankYouQuery,
  type BookingDetails,
  type ThankYouState,
} from "@/features/thank-you/booking-details";
import { reportConversion, type ConversionSettings } from "@/features/tracking/conversions";
import { thankYouCopy } from "@content/thank-you";

function formatWhatsApp(number: string): string {
  const india = /^91(\d{5})(\d{5})$/.exec(number);
  return india ? `+91 ${india[1]} ${india[2]}` : `+${number}`;
}

function safeSession<T>(action: (storage: Storage) => T): T | null {
  try {
    return action(window.sessionStorage);
  } catch {
    return null;
  }
}

/** Reads the query once, cleans the address bar, and remembers the view for a reload. */
function resolveState(): ThankYouState {
  const search = window.location.search;
  const fromQuery = parseThankYouQuery(search);
  // Personal data leaves the address bar before any tag can read it.
  if (hasThankYouQuery(search)) {
    window.history.replaceState(null, "", window.location.pathname + window.location.hash);
  }
  if (fromQuery) {
    safeSession((storage) => storage.setItem(THANK_YOU_STORAGE_KEY, JSON.stringify(fromQuery)));
    return fromQuery;
  }
  const stored = parseStoredState(safeSession((storage) => storage.getItem(THANK_YOU_STORAGE_KEY)));
  return stored ?? { kind: "general", transactionId: null };
}

function BookingView({ booking }: { booking: BookingDetails }) {
  const copy = thankYouCopy.booking;
  const when = formatMeetingTime(booking.startTime);
  const rows = [
    { label: copy.labels.eventType, value: booking.eventTypeName },
    { label: copy.labels.date, value: when?.date ?? booking.startTime },
    { label: copy.labels.time, value: when?.time ?? "" },
    { label: copy.labels.attendee, value: booking.inviteeFullName },
    { label: copy.labels.email, value: booking.inviteeEmail },
  ].filter((row) => row.value);
  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">
        {copy.greeting(firstName(booking.inviteeFullName))}
      </h1>
      <p className="mt-4 text-lg text-ink-700">{copy.confirmed(booking.eventTypeName)}</p>
      <p className="mt-2 text-ink-600">{copy.followUp}</p>
      <section
        aria-labelledby="meeting-details-title"
        className="mt-8 rounded-2xl border border-ink-100 bg-white p-6 text-left shadow-sm"
      >
        <h2
          id="meeting-details-title"
          className="flex items-center gap-2 text-xl font-bold text-ink-900"
        >
          <CalendarCheck aria-hidden="true" className="size-6 text-cta-700" />
          {copy.cardTitle}
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-[8rem_1fr]">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-semibold text-ink-600">{row.label}</dt>
              <dd className="break-words text-ink-900">{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-5 text-ink-700">{copy.invitation}</p>
        <p className="mt-1 text-ink-700">{copy.reminder}</p>
      </section>
    </>
  );
}

function GeneralView({ whatsapp }: { whatsapp: { url: string; number: string } }) {
  const copy = thankYouCopy.general;
  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">
        {copy.heading}
      </h1>
      <p className="mt-4 text-lg text-ink-700">{copy.text}</p>
      <p className="mt-4 text-ink-700">
        {copy.whatsappFallback}{" "}
        <a
          href={whatsapp.url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold whitespace-nowrap text-brand-700 underline"
        >
          {formatWhatsApp(whatsapp.number)}
        </a>
        .
      </p>
    </>
  );
}

/**
 * The top of /thank-you: the booking view when the scheduling tool sent a start time or event
 * type, otherwise the general view; and the conversions (SPEC §7), once per transaction and
 * only with consent.
 */
export function ThankYouView({
  whatsapp,
  conversions,
}: {
  whatsapp: { url: string; number: string };
  conversions: ConversionSettings;
}) {
  const [state, setState] = useState<ThankYouState | null>(null);

  useLayoutEffect(() => {
    // The query exists only in the browser: the page itself is static HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState(resolveState());
  }, []);

  const transactionId = state?.transactionId ?? null;
  useEffect(() => {
    if (!transactionId) return;
    const report = () =>
      reportConversion({
        transactionId,
        consent: getConsent(),
        settings: conversions,
        gtag: window.gtag,
        storage: window.localStorage,
        pageLocation: window.location.origin + window.location.pathname,
      });
    // After every other effect of this render, so the consent host has loaded the tag.
    const timer = window.setTimeout(report, 0);
    const unsubscribe = onConsentChange(() => report());
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, [transactionId, conversions]);

  return (
    <section className="bg-gradient-to-b from-cta-100/60 to-white py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <CheckCircle2 aria-hidden="true" className="mx-auto mb-6 size-14 text-cta-700" />
        {state === null ? (
          <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">
            {thankYouCopy.title}
          </h1>
        ) : state.kind === "booking" ? (
          <BookingView booking={state.booking} />
        ) : (
          <GeneralView whatsapp={whatsapp} />
        )}
      </div>
    </section>
  );
}
