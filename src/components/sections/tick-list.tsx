import { CheckCircle2 } from "lucide-react";

/** Short lines, each after a green tick (a block's points, what an audit covers…). */
export function TickList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <CheckCircle2
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-cta-700 dark:text-cta-100"
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
