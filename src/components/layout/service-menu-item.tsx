import { Lock } from "lucide-react";

import type { ServiceMenuItem } from "@content/navigation";
import { ServiceIcon } from "@/components/sections/service-icon";

/**
 * One entry in the header's Services menu and the mobile menu: its icon, name and line, and a
 * "Locked" tag for what needs a password (a word, so the link's name says it too).
 */
export function ServiceMenuEntry({ item }: { item: ServiceMenuItem }) {
  return (
    <span className="flex items-start gap-3">
      <span className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-control bg-surface-brand text-accent">
        <ServiceIcon name={item.icon} className="size-[1.125rem]" strokeWidth={2} />
      </span>
      <span>
        <span className="flex flex-wrap items-center gap-x-2 font-semibold text-fg">
          {item.name}
          {item.locked && (
            <span className="inline-flex items-center gap-1 rounded-full border border-line px-2 py-px text-xs font-medium text-fg-muted">
              <Lock aria-hidden="true" className="size-3" strokeWidth={2.25} />
              Locked
            </span>
          )}
        </span>
        <span className="block text-sm text-fg-muted">{item.description}</span>
      </span>
    </span>
  );
}
