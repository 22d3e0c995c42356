import type { Workflow } from "@content/schemas/process";

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
        // Each label on one line (a control never breaks its label), every tab in view: a grid
        // of cells as wide as the longest label ("Tech Strategy Consulting"), one column on a
        // phone, two from 512 px, three from 768 px, then all six in one row from 1280 px, each
        // as wide as its label and the row filled. (A wrapping row left one tab alone on a
        // second line; a sideways scroller hid tabs off screen; six equal cells broke the two
        // longest labels at 1280 px.)
        className="grid gap-2 min-[32rem]:grid-cols-2 md:grid-cols-3 xl:flex print:hidden"
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
              className="min-h-11 rounded-xl border border-ink-100 bg-white px-3 py-2 text-sm leading-tight font-semibold whitespace-nowrap text-ink-700 transition-colors duration-200 hover:border-brand-600 aria-selected:border-brand-700 aria-selected:bg-brand-700 aria-selected:text-white xl:flex-auto dark:border-white/15 dark:bg-ink-900 dark:text-ink-100 dark:hover:border-brand-100 dark:aria-selected:border-brand-500 dark:aria-selected:bg-brand-600"
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
          className="workflow-panel mt-6 rounded-2xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8 dark:border-white/10 dark:bg-ink-900"
        >
          <h3 className="font-display text-2xl font-bold text-fg">{item.label}</h3>
          <p className="mt-2 max-w-[65ch] text-fg-muted">{item.summary}</p>
          <ol className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            {item.steps.map((step, index) => (
              <li key={step.title} className="rounded-xl bg-ink-50 p-5 dark:bg-white/5">
                <p className="text-sm font-bold text-accent">Step {index + 1}</p>
                <h4 className="mt-1 font-display font-bold text-fg">{step.title}</h4>
                <p className="mt-2 text-fg-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
