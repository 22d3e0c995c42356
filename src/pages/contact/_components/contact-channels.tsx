import { CalendarClock, Mail, MapPin, MessageCircle } from "lucide-react";
import type { ReactNode } from "react";

import type { ContactPageCopy } from "@content/schemas/contact";
import { ButtonLink } from "@/components/ui/button";
import { isExternalHref } from "@/lib/cn";
import { mailtoHref } from "@/lib/mailto";

function Channel({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 border-b border-line py-5 first:pt-0 last:border-b-0">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-accent ring-1 ring-brand-100 dark:bg-surface-brand dark:ring-white/10">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-display font-semibold text-fg">{title}</h3>
        <div className="mt-1 text-ink-700 dark:text-ink-100">{children}</div>
      </div>
    </li>
  );
}

const linkClass =
  "inline-flex min-h-11 items-center font-semibold break-all text-accent underline-offset-4 hover:underline";

/** The direct channels beside the enquiry form: email, WhatsApp, book a call, office city. */
export function ContactChannels({
  copy,
  email,
  whatsappUrl,
  schedulingUrl,
  city,
  country,
  className,
}: {
  copy: Pick<ContactPageCopy, "channelsTitle" | "channels">;
  email: string;
  whatsappUrl: string;
  schedulingUrl: string;
  city: string;
  country: string;
  className?: string;
}) {
  const { channels } = copy;
  return (
    <section aria-labelledby="channels-title" className={className}>
      <h2 id="channels-title" className="font-display text-2xl font-bold text-fg">
        {copy.channelsTitle}
      </h2>
      <ul className="mt-6">
        <Channel icon={<Mail aria-hidden="true" className="size-5" />} title={channels.email.title}>
          <p>{channels.email.text}</p>
          <a href={mailtoHref(email)} className={linkClass}>
            {email}
          </a>
        </Channel>
        <Channel
          icon={<MessageCircle aria-hidden="true" className="size-5" />}
          title={channels.whatsapp.title}
        >
          <p>{channels.whatsapp.text}</p>
          <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {channels.whatsapp.link}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Channel>
        <Channel
          icon={<CalendarClock aria-hidden="true" className="size-5" />}
          title={channels.call.title}
        >
          <p>{channels.call.text}</p>
          <ButtonLink href={schedulingUrl} size="sm" variant="secondary" className="mt-3">
            {channels.call.button}
            {isExternalHref(schedulingUrl) ? (
              <span className="sr-only"> (opens in a new tab)</span>
            ) : null}
          </ButtonLink>
        </Channel>
        <Channel
          icon={<MapPin aria-hidden="true" className="size-5" />}
          title={channels.office.title}
        >
          <p>
            {channels.office.text}{" "}
            <span className="font-semibold text-fg">
              {city}, {country}
            </span>
            .
          </p>
        </Channel>
      </ul>
    </section>
  );
}
