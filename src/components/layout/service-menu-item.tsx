import type { ServiceMenuItem } from "@content/navigation";
import { ServiceIcon } from "@/components/sections/service-icon";

/** One service in the header's Services menu and the mobile menu: its icon, name and line. */
export function ServiceMenuEntry({ item }: { item: ServiceMenuItem }) {
  return (
    <span className="flex items-start gap-3">
      <span className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-control bg-surface-brand text-accent">
        <ServiceIcon name={item.icon} className="size-[1.125rem]" strokeWidth={2} />
      </span>
      <span>
        <span className="block font-semibold text-fg">{item.name}</span>
        <span className="block text-sm text-fg-muted">{item.description}</span>
      </span>
    </span>
  );
}
