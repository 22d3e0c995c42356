import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, type FieldError } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";
import { AttributionField } from "@/features/attribution/attribution-field";
import { currentAttribution } from "@/features/attribution/attribution-store";
import { useHydrated } from "@/lib/use-hydrated";

import { ENQUIRY_FORM_PATH } from "./enquiry-path";

import { LEAD_FIELDS, LEAD_LIMITS, leadSchema, type Lead, type LeadInput } from "./schema";
import { SERVICE_TYPES, isServiceType, type ServiceType } from "@content/schemas/service-types";
import {
  SUBMIT_ERROR_MESSAGE,
  rateLimitMessage,
  submitLead,
  thankYouPathForLead,
} from "./submit-lead";

type FieldName = keyof LeadInput;

const inputBase =
  "block w-full min-h-11 rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink-900 placeholder:text-ink-500 focus-visible:outline-3 focus-visible:outline-offset-1 dark:bg-ink-900 dark:text-white";

function newSubmissionId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (c) =>
        (Number(c) ^ (Math.floor(Math.random() * 16) >> (Number(c) / 4))).toString(16),
      );
}

/**
 * What a visitor typed into the server's HTML of this form (an island on /contact) before it
 * hydrated: react-hook-form would otherwise reset each field to its default when it registers.
 * Nothing on the server or in a freshly mounted form (the modal): their fields do not exist yet.
 */
function typedBeforeHydration(
  fieldId: (name: string) => string,
): Partial<Record<FieldName, string>> {
  if (typeof document === "undefined") return {};
  const typed: Partial<Record<FieldName, string>> = {};
  for (const name of LEAD_FIELDS) {
    const element = document.getElementById(fieldId(name));
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ) {
      if (element.value) typed[name] = element.value;
    }
  }
  return typed;
}

export type LeadFormProps = {
  /** The service the page gives the form (docs/product.md §3 "Each page passes its default"). */
  defaultServiceType: ServiceType;
  /** Text pre-filled into "requirements" (the onboarding flow carries details and timeline). */
  defaultRequirements?: string;
  /** Runs after a successful submission, before the visit moves on to /thank-you. */
  onSubmitSuccess?: (result: { id: string; submissionId: string }) => void;
  /** When given, a Cancel button is shown beside Submit (the modal). */
  onCancel?: () => void;
  submitLabel?: string;
  /** Gives the name field focus when the form appears (the modal). */
  autoFocusName?: boolean;
  /** What the server's form page (/enquiry) was sent or preset with. */
  initialValues?: Partial<Record<FieldName, string>>;
  /** The server's messages for the fields it was sent, shown until the next submission. */
  initialErrors?: Partial<Record<FieldName, string>>;
  initialFormError?: string;
  /**
   * The id of this fill, made by the server for its form page; without it (a prerendered page)
   * the browser makes one, and a post sent before the island ran gets one from the server.
   */
  submissionId?: string;
  /**
   * Where the visit came from, as the server's form page read it (JSON); without it the page's
   * own address and referrer, or what consent let the browser remember (attribution-store.ts).
   */
  attribution?: string;
};

/**
 * The one enquiry form (docs/product.md §3, §5, §8): an island on /contact (`client:interaction`, serialisable
 * props only) and inside the enquiry modal. Values are checked by the shared schema; a failed
 * submission keeps everything typed. The server's HTML is a working form too: it posts
 * form-encoded to /enquiry (docs/decisions/0017-forms-without-javascript.md), which answers with
 * /thank-you or this form again with the server's messages; once React runs it sends JSON.
 */
export function LeadForm({
  defaultServiceType,
  defaultRequirements = "",
  onSubmitSuccess,
  onCancel,
  submitLabel = "Submit Enquiry",
  autoFocusName,
  initialValues = {},
  initialErrors = {},
  initialFormError,
  submissionId: serverSubmissionId,
  attribution: serverAttribution,
}: LeadFormProps) {
  const uid = useId();
  const hydrated = useHydrated();
  const fieldId = (name: string) => `${uid}-${name}`;
  // Read once, while hydrating: the fields keep what was typed before React arrived.
  const [typed] = useState(() => typedBeforeHydration(fieldId));
  // One id per form fill: a retry after a failure or a double click reuses it (idempotent).
  const [submissionId] = useState(() => serverSubmissionId ?? newSubmissionId());
  const [formError, setFormError] = useState<string | null>(initialFormError ?? null);
  const [honeypot, setHoneypot] = useState("");

  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors: clientErrors, isSubmitting, submitCount },
  } = useForm<LeadInput, unknown, Lead>({
    resolver: zodResolver(leadSchema),
    defaultValues: {
      name: typed.name ?? initialValues.name ?? "",
      email: typed.email ?? initialValues.email ?? "",
      phone: typed.phone ?? initialValues.phone ?? "",
      company: typed.company ?? initialValues.company ?? "",
      location: typed.location ?? initialValues.location ?? "",
      serviceType: isServiceType(typed.serviceType) ? typed.serviceType : defaultServiceType,
      requirements: typed.requirements ?? initialValues.requirements ?? defaultRequirements,
    },
  });
  // The server's messages stand until the visitor submits again; then the schema's own speak.
  const errors: Partial<Record<FieldName, FieldError>> = { ...clientErrors };
  if (submitCount === 0) {
    for (const name of LEAD_FIELDS) {
      const message = initialErrors[name];
      if (message && !errors[name]) errors[name] = { type: "server", message };
    }
  }

  const onSubmit = async () => {
    setFormError(null);
    const values = getValues();
    const result = await submitLead({
      name: values.name,
      email: values.email,
      phone: values.phone,
      company: values.company ?? "",
      location: values.location ?? "",
      serviceType: values.serviceType,
      requirements: values.requirements ?? "",
      submissionId,
      website: honeypot,
      attribution: serverAttribution ?? currentAttribution(),
    });
    switch (result.kind) {
      case "success":
        onSubmitSuccess?.({ id: result.id, submissionId: result.submissionId });
        window.location.assign(thankYouPathForLead(result.id));
        // Keep the buttons disabled while the next page loads.
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        return;
      case "invalid": {
        let first = true;
        for (const [field, messages] of Object.entries(result.fieldErrors)) {
          if (!messages?.[0]) continue;
          setError(
            field as FieldName,
            { type: "server", message: messages[0] },
            {
              shouldFocus: first,
            },
          );
          first = false;
        }
        if (first) setFormError(SUBMIT_ERROR_MESSAGE);
        return;
      }
      case "rate-limited":
        setFormError(rateLimitMessage(result.retryAfterSeconds));
        return;
      default:
        setFormError(SUBMIT_ERROR_MESSAGE);
    }
  };

  const a11y = (name: FieldName) => ({
    id: fieldId(name),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${fieldId(name)}-error` : undefined,
  });
  const border = (name: FieldName) =>
    errors[name]
      ? "border-danger-600 ring-1 ring-danger-600"
      : "border-ink-300 focus:border-brand-600 dark:border-white/20";

  return (
    <form
      method="post"
      action={ENQUIRY_FORM_PATH}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-busy={isSubmitting || undefined}
      className="space-y-5"
    >
      <p className="text-sm text-fg-muted">
        Fields marked{" "}
        <span aria-hidden="true" className="text-danger-700 dark:text-red-300">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={fieldId("name")} label="Name" required error={errors.name?.message}>
          <input
            {...register("name")}
            {...a11y("name")}
            defaultValue={initialValues.name}
            type="text"
            autoComplete="name"
            required
            maxLength={LEAD_LIMITS.name}
            autoFocus={autoFocusName}
            className={cn(inputBase, border("name"))}
          />
        </FormField>
        <FormField id={fieldId("email")} label="Email" required error={errors.email?.message}>
          <input
            {...register("email")}
            {...a11y("email")}
            defaultValue={initialValues.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={LEAD_LIMITS.email}
            className={cn(inputBase, border("email"))}
          />
        </FormField>
        <FormField id={fieldId("phone")} label="Phone" required error={errors.phone?.message}>
          <input
            {...register("phone")}
            {...a11y("phone")}
            defaultValue={initialValues.phone}
            type="tel"
            autoComplete="tel"
            required
            maxLength={LEAD_LIMITS.phone}
            placeholder="+91 98765 43210"
            className={cn(inputBase, border("phone"))}
          />
        </FormField>
        <FormField id={fieldId("company")} label="Company" error={errors.company?.message}>
          <input
            {...register("company")}
            {...a11y("company")}
            defaultValue={initialValues.company}
            type="text"
            autoComplete="organization"
            maxLength={LEAD_LIMITS.company}
            className={cn(inputBase, "border-ink-300 focus:border-brand-600 dark:border-white/20")}
          />
        </FormField>
        <FormField id={fieldId("location")} label="Location" error={errors.location?.message}>
          <input
            {...register("location")}
            {...a11y("location")}
            defaultValue={initialValues.location}
            type="text"
            autoComplete="address-level2"
            maxLength={LEAD_LIMITS.location}
            placeholder="City, Country"
            className={cn(inputBase, "border-ink-300 focus:border-brand-600 dark:border-white/20")}
          />
        </FormField>
        <FormField
          id={fieldId("serviceType")}
          label="Service"
          required
          error={errors.serviceType?.message}
        >
          <select
            {...register("serviceType")}
            {...a11y("serviceType")}
            // The server's HTML shows the page's service too, not the first option.
            defaultValue={typed.serviceType ?? defaultServiceType}
            // Not `required`: every option is a valid answer and one is always chosen, and HTML
            // wants a required select to start on an empty option. Announced as required still.
            aria-required="true"
            className={cn(inputBase, "border-ink-300 focus:border-brand-600 dark:border-white/20")}
          >
            {SERVICE_TYPES.map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField
        id={fieldId("requirements")}
        label="Project requirements"
        hint="(optional)"
        error={errors.requirements?.message}
      >
        <textarea
          {...register("requirements")}
          {...a11y("requirements")}
          defaultValue={initialValues.requirements ?? defaultRequirements}
          rows={3}
          maxLength={LEAD_LIMITS.requirements}
          placeholder="What are you building, and by when?"
          className={cn(inputBase, "border-ink-300 focus:border-brand-600 dark:border-white/20")}
        />
      </FormField>

      {/* Sent by a post made before React ran: a repeat of this fill is stored once. */}
      <input
        type="hidden"
        name="submissionId"
        value={serverSubmissionId ?? (hydrated ? submissionId : "")}
      />

      <AttributionField value={serverAttribution} />

      {/* Honeypot: people and assistive technology never see it; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId("website")}>Website</label>
        <input
          id={fieldId("website")}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>

      {formError ? (
        <p
          role="alert"
          className="rounded-lg border border-danger-600 bg-red-50 px-4 py-3 text-sm font-medium text-danger-700 dark:text-red-300"
        >
          {formError}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Submitting..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
