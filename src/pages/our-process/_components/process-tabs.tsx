import type { Workflow } from "@content/process";

export const tabId = (id: string) => `workflow-tab-${id}`;
export const panelId = (id: string) => `workflow-panel-${id}`;

/**
 * The per-service workflow as an accessible tablist (WAI-ARIA Tabs): server-rendered with the
 * first tab chosen; process-tabs-behaviour.ts makes the tabs work (click, arrow keys, Home/End,
 * the choice kept in the address as ?tab=… so a tab can be linked) and marks the root
 * `data-tabs-ready`. Every panel is in the HTML; inactive ones are hidden (and printed).
 */
export function ProcessTabs({ items }: { items: readonly Workflow[] }) {
  const selected = items[0]?.id;
  return (
    <div data-workflow-tabs>
      <div
        role="tablist"
        aria-label="Workflow by service"
        aria-orientation="horizontal"
        className="flex gap-2 overflow-x-auto pb-2 print:hidden"
      >
        {items.map((item) => {
          const active = item.id === selected;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-controls={panelId(item.id)}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              data-tab={item.id}
              className="min-h-11 shrink-0 rounded-full border border-ink-100 bg-white px-4 text-sm font-semibold whitespace-nowrap text-ink-700 transition-colors duration-200 hover:border-brand-600 aria-selected:border-brand-700 aria-selected:bg-brand-700 aria-selected:text-white"
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          tabIndex={0}
          hidden={item.id !== selected}
          data-panel={item.id}
          className="workflow-panel mt-6 rounded-2xl border border-ink-100 bg-white p-6 sm:p-8"
        >
          <h3 className="text-2xl font-bold text-ink-900">{item.label}</h3>
          <p className="mt-2 text-ink-600">{item.summary}</p>
          <ol className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            {item.steps.map((step, index) => (
              <li key={step.title} className="rounded-xl bg-ink-50 p-5">
                <p className="text-sm font-bold text-brand-700">Step {index + 1}</p>
                <h4 className="mt-1 font-bold text-ink-900">{step.title}</h4>
                <p className="mt-2 text-ink-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
