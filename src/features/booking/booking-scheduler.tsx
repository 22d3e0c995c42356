import {
  useSyncExternalStore,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from "react";

import { bookingCopy } from "@content/booking-copy";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";
import { AttributionField } from "@/features/attribution/attribution-field";
import { useHydrated } from "@/lib/use-hydrated";

import {
  bookHref,
  dayKey,
  dayLabel,
  groupByDay,
  isTimeZone,
  offsetLabel,
  timeLabel,
  whenLabel,
  zoneChoices,
  zoneCity,
  zoneName,
} from "./slot-days";

export type BookingFormValues = { name?: string; email?: string; phone?: string; project?: string };
export type BookingFieldName = keyof BookingFormValues;

export type BookingSchedulerProps = {
  /** "book": the visitor's details and Book the call; "move": one button moves a booked call. */
  mode: "book" | "move";
  /** The page's own path (/book or /book/manage): the steps' links and the form's action. */
  base: string;
  /** The manage page's signed token (mode "move"). */
  token?: string | null;
  /** The signed enquiry reference from the thank-you page: the booking joins that enquiry. */
  enquiryRef?: string | null;
  /** Open slot starts (ISO-8601 UTC). */
  starts: string[];
  /** The zone the server cut the days in; `zoneChosen` when the address named it. */
  zone: string;
  /** The team's zone (TIME_ZONE), from the server: each time is also shown in it. */
  teamZone: string;
  zoneChosen: boolean;
  day: string | null;
  slot: string | null;
  values?: BookingFormValues;
  prefilled?: boolean;
  fieldErrors?: Partial<Record<BookingFieldName | "slotStart", string>>;
  formError?: string | null;
  /** After a lost race: the next free times, offered in the form (everything typed kept). */
  alternatives?: { heading: string; text: string; starts: string[] } | null;
};

const subscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const inputBase =
  "block w-full min-h-11 rounded-control border border-line-strong bg-white px-3.5 py-2.5 text-base text-ink-900 placeholder:text-ink-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus dark:bg-ink-900 dark:text-white";

const chip =
  "flex min-h-11 w-full flex-col items-center justify-center rounded-control border px-2 py-2 text-center transition-colors duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus";
const chipIdle =
  "border-line-strong bg-surface-raised text-fg hover:border-accent hover:bg-surface-brand";
const chipSelected =
  "border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-600";

function StepTitle({
  id,
  n,
  level,
  titleRef,
  children,
}: {
  id: string;
  n: number;
  /** h2 on /book; h3 on the manage page, under its "Move it to another time". */
  level: 2 | 3;
  titleRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Heading
      id={id}
      ref={titleRef}
      tabIndex={-1}
      className="flex items-center gap-2.5 font-display text-lg font-bold text-fg focus:outline-none"
    >
      <span
        aria-hidden="true"
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700 dark:bg-surface-brand dark:text-brand-100"
      >
        {n}
      </span>
      {children}
    </Heading>
  );
}

/** A slot's time in the visitor's zone, and the team's beside it when that differs. */
function SlotTime({ start, zone, team }: { start: string; zone: string; team: string }) {
  return (
    <>
      <span className="font-semibold whitespace-nowrap">{timeLabel(start, zone)}</span>
      {zone !== team ? (
        <span className="text-xs whitespace-nowrap opacity-80">
          {zoneCity(team)} {timeLabel(start, team)}
        </span>
      ) : null}
    </>
  );
}

/**
 * The booking page's days, times and form (docs/decisions/0017-forms-without-javascript.md): in
 * the server's HTML each step is a link (?day=, ?slot=) and the form a plain POST, so it works
 * without JavaScript; once hydrated, the same links change the view in place, the visitor's own
 * zone is detected, and everything is one screen.
 */
export function BookingScheduler(props: BookingSchedulerProps) {
  const hydrated = useHydrated();
  // The visitor's own zone (the browser's), unless the address or the picker chose one.
  const detected = useSyncExternalStore(subscribe, browserZone, () => null);
  const [chosenZone, setChosenZone] = useState(props.zoneChosen ? props.zone : null);
  const zone = chosenZone ?? (isTimeZone(detected) ? detected : props.zone);
  const [pickedDay, setDay] = useState(props.day);
  const [slot, setSlot] = useState(props.slot);
  const [submitting, setSubmitting] = useState(false);
  const formTitle = useRef<HTMLHeadingElement>(null);
  const timesTitle = useRef<HTMLHeadingElement>(null);

  const days = useMemo(() => groupByDay(props.starts, zone), [props.starts, zone]);
  // The day picked, else the chosen time's day in this zone, else the first.
  const day = days.some((d) => d.date === pickedDay)
    ? pickedDay
    : slot
      ? dayKey(slot, zone)
      : (days[0]?.date ?? null);
  const currentDay = days.find((d) => d.date === day) ?? null;
  const slotOpen = slot !== null && props.starts.includes(slot);
  const team = props.teamZone;
  const zones = useMemo(() => zoneChoices(zone, team), [zone, team]);
  const state = {
    t: props.token,
    ref: props.enquiryRef,
    tz: props.zoneChosen || zone !== props.zone ? zone : null,
  };

  function remember(next: { tz: string; day: string | null; slot: string | null }) {
    window.history.replaceState(null, "", bookHref(props.base, { ...state, ...next }));
  }

  function changeZone(next: string) {
    // The chosen time stays chosen; its day may be another one in the new zone.
    const nextDay = slot ? dayKey(slot, next) : day;
    setChosenZone(next);
    setDay(nextDay);
    remember({ tz: next, day: nextDay, slot });
  }

  function pickDay(event: MouseEvent, date: string) {
    event.preventDefault();
    setDay(date);
    setSlot(null);
    remember({ tz: zone, day: date, slot: null });
    // Phones: the times are below the days.
    timesTitle.current?.focus();
  }

  function pickTime(event: MouseEvent, start: string) {
    event.preventDefault();
    setSlot(start);
    remember({ tz: zone, day, slot: start });
    requestAnimationFrame(() => formTitle.current?.focus());
  }

  const copy = bookingCopy;
  const values = props.values ?? {};
  const errors = props.fieldErrors ?? {};
  const alternatives = props.alternatives;
  const level = props.mode === "move" ? 3 : 2;

  return (
    <div className="overflow-hidden rounded-panel border border-line bg-surface-raised shadow-raised">
      <form
        method="get"
        action={props.base}
        className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-line bg-surface-tinted px-5 py-3 sm:px-8"
      >
        {props.token ? <input type="hidden" name="t" value={props.token} /> : null}
        {props.enquiryRef ? <input type="hidden" name="ref" value={props.enquiryRef} /> : null}
        <label htmlFor="booking-zone" className="text-sm font-semibold text-fg-muted">
          {copy.zone.label}
        </label>
        <select
          id="booking-zone"
          name="tz"
          value={zone}
          onChange={(event) => changeZone(event.target.value)}
          className="min-h-11 w-full min-w-0 rounded-control border border-line-strong bg-white px-3 text-sm font-semibold text-ink-900 focus-visible:outline-3 focus-visible:outline-focus sm:w-auto dark:bg-ink-900 dark:text-white"
        >
          {zones.map((name) => (
            <option key={name} value={name}>
              {zoneName(name)}
            </option>
          ))}
        </select>
        {/* Without JavaScript the choice is sent with this button; with it, on change. */}
        {hydrated ? null : (
          <Button type="submit" variant="secondary" size="sm">
            {copy.zone.apply}
          </Button>
        )}
        {zone !== team ? (
          <p className="w-full text-xs text-fg-muted sm:ml-auto sm:w-auto">
            {copy.zone.teamAlongside(zoneCity(team), offsetLabel(team))}
          </p>
        ) : null}
      </form>

      <div className="grid divide-y divide-line lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.25fr)] lg:divide-x lg:divide-y-0">
        <section aria-labelledby="booking-days-title" className="p-5 sm:p-8">
          <StepTitle id="booking-days-title" n={1} level={level}>
            {copy.days.title}
          </StepTitle>
          {days.length === 0 ? (
            <p className="mt-4 text-fg-muted">{copy.days.none}</p>
          ) : (
            <ul className="mt-4 grid grid-cols-4 gap-2 sm:grid-cols-7 lg:grid-cols-4">
              {days.map((d) => {
                const label = dayLabel(d.date);
                const selected = d.date === day;
                return (
                  <li key={d.date}>
                    <a
                      href={bookHref(props.base, { ...state, tz: zone, day: d.date })}
                      aria-current={selected ? "date" : undefined}
                      aria-label={label.full}
                      onClick={(event) => pickDay(event, d.date)}
                      className={cn(chip, selected ? chipSelected : chipIdle)}
                    >
                      {/* A calendar's tile: "29" fits a 320 px phone's quarter, "29 Nov" did not. */}
                      <span className="text-xs font-semibold tracking-wide uppercase opacity-80">
                        {label.weekday}
                      </span>
                      <span className="font-display text-xl leading-tight font-bold">
                        {label.number}
                      </span>
                      <span className="text-xs opacity-80">{label.month}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section aria-labelledby="booking-times-title" className="p-5 sm:p-8">
          <StepTitle id="booking-times-title" n={2} level={level} titleRef={timesTitle}>
            {copy.times.title}
          </StepTitle>
          {currentDay ? (
            <>
              <p className="mt-1 text-sm text-fg-muted">{dayLabel(currentDay.date).full}</p>
              <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
                {currentDay.starts.map((start) => {
                  const selected = start === slot;
                  return (
                    <li key={start}>
                      <a
                        href={bookHref(props.base, {
                          ...state,
                          tz: zone,
                          day: currentDay.date,
                          slot: start,
                        })}
                        aria-current={selected ? "true" : undefined}
                        onClick={(event) => pickTime(event, start)}
                        className={cn(chip, selected ? chipSelected : chipIdle)}
                      >
                        <SlotTime start={start} zone={zone} team={team} />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : (
            <p className="mt-4 text-fg-muted">{copy.times.pickDay}</p>
          )}
        </section>

        <section aria-labelledby="booking-form-title" className="p-5 sm:p-8">
          {/* Wide screens: the form stays in view beside a long list of times. */}
          <div className="lg:sticky lg:top-24">
            <StepTitle id="booking-form-title" n={3} level={level} titleRef={formTitle}>
              {props.mode === "move" ? copy.manage.confirmTitle : copy.form.title}
            </StepTitle>
            {slotOpen || alternatives ? (
              <form
                method="post"
                action={bookHref(props.base, { t: props.token })}
                className="mt-4 space-y-5"
                onSubmit={() => setSubmitting(true)}
              >
                <input type="hidden" name="tz" value={zone} />
                {props.enquiryRef ? (
                  <input type="hidden" name="ref" value={props.enquiryRef} />
                ) : null}
                {props.mode === "move" ? <input type="hidden" name="action" value="move" /> : null}
                {alternatives ? (
                  <fieldset className="rounded-card border border-danger-600 bg-red-50 p-4 dark:bg-danger-600/10">
                    <legend className="sr-only">{copy.taken.pick}</legend>
                    <p role="alert" className="font-semibold text-danger-700 dark:text-red-200">
                      {alternatives.heading}
                    </p>
                    <p className="mt-1 text-sm text-ink-800 dark:text-ink-100">
                      {alternatives.text}
                    </p>
                    <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
                      {alternatives.starts.map((start, index) => (
                        <label
                          key={start}
                          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-line-strong bg-surface-raised px-3 py-2 text-sm text-fg has-checked:border-brand-700 has-checked:bg-surface-brand"
                        >
                          <input
                            type="radio"
                            name="slotStart"
                            value={start}
                            required
                            defaultChecked={index === 0}
                            className="size-4 accent-brand-700"
                          />
                          {whenLabel(start, zone)}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                ) : (
                  <div className="rounded-card bg-surface-brand px-4 py-3">
                    <input type="hidden" name="slotStart" value={slot ?? ""} />
                    <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
                      {copy.form.chosen}
                    </p>
                    <p className="mt-1 font-semibold text-fg" data-booking-chosen>
                      {whenLabel(slot ?? "", zone)}
                    </p>
                    <p className="text-sm text-fg-muted">
                      {zoneName(zone)}
                      {zone !== team ? ` · ${zoneCity(team)} ${timeLabel(slot ?? "", team)}` : null}
                    </p>
                  </div>
                )}
                {props.mode === "book" ? (
                  <>
                    {props.prefilled ? (
                      <p className="text-sm text-fg-muted">{copy.form.prefilled}</p>
                    ) : null}
                    <FormField
                      id="booking-name"
                      label={copy.form.name}
                      required
                      error={errors.name}
                    >
                      <input
                        id="booking-name"
                        name="name"
                        type="text"
                        autoComplete="name"
                        required
                        minLength={2}
                        maxLength={100}
                        defaultValue={values.name}
                        aria-invalid={errors.name ? true : undefined}
                        aria-describedby={errors.name ? "booking-name-error" : undefined}
                        className={inputBase}
                      />
                    </FormField>
                    <FormField
                      id="booking-email"
                      label={copy.form.email}
                      required
                      error={errors.email}
                    >
                      <input
                        id="booking-email"
                        name="email"
                        type="email"
                        autoComplete="email"
                        required
                        maxLength={254}
                        defaultValue={values.email}
                        aria-invalid={errors.email ? true : undefined}
                        aria-describedby={errors.email ? "booking-email-error" : undefined}
                        className={inputBase}
                      />
                    </FormField>
                    <FormField
                      id="booking-phone"
                      label={copy.form.phone}
                      hint={copy.form.phoneHint}
                      error={errors.phone}
                    >
                      <input
                        id="booking-phone"
                        name="phone"
                        type="tel"
                        autoComplete="tel"
                        maxLength={30}
                        defaultValue={values.phone}
                        aria-invalid={errors.phone ? true : undefined}
                        aria-describedby={errors.phone ? "booking-phone-error" : undefined}
                        className={inputBase}
                      />
                    </FormField>
                    <FormField
                      id="booking-project"
                      label={copy.form.project}
                      hint={copy.form.projectHint}
                      error={errors.project}
                    >
                      <input
                        id="booking-project"
                        name="project"
                        type="text"
                        maxLength={500}
                        defaultValue={values.project}
                        aria-invalid={errors.project ? true : undefined}
                        aria-describedby={errors.project ? "booking-project-error" : undefined}
                        className={inputBase}
                      />
                    </FormField>
                    <AttributionField />
                  </>
                ) : null}
                {errors.slotStart ? (
                  <p className="text-sm text-danger-700 dark:text-red-300">{errors.slotStart}</p>
                ) : null}
                {props.formError ? (
                  <p
                    role="alert"
                    className="rounded-control border border-danger-600 bg-red-50 px-4 py-3 text-sm font-medium text-danger-700 dark:bg-danger-600/10 dark:text-red-200"
                  >
                    {props.formError}
                  </p>
                ) : null}
                <Button type="submit" size="lg" className="w-full" disabled={submitting}>
                  {submitting
                    ? copy.form.submitting
                    : props.mode === "move"
                      ? copy.manage.moveSubmit
                      : copy.form.submit}
                </Button>
              </form>
            ) : (
              <p className="mt-4 text-fg-muted">{copy.form.pickTime}</p>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
