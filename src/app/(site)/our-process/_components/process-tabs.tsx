"use client";

import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";

import type { Workflow, WorkflowId } from "@content/process";

const TAB_PARAM = "tab";

function isWorkflowId(items: readonly Workflow[], value: string | null): value is WorkflowId {
  return items.some((item) => item.id === value);
}

/**
 * The per-service workflow as an accessible tablist: the first tab is chosen initially, arrow
 * keys move between tabs (and select them), and the choice lives in the address as ?tab=… so a
 * tab can be linked. Every panel is in the HTML; inactive ones are hidden (and printed).
 */
export function ProcessTabs({ items }: { items: readonly Workflow[] }) {
  const [value, setValue] = useState<WorkflowId>(items[0]!.id);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const requested = new URLSearchParams(window.location.search).get(TAB_PARAM);
    // Reading the address after hydration keeps the page static (no per-request rendering).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isWorkflowId(items, requested)) setValue(requested);
    setReady(true);
  }, [items]);

  function choose(next: string) {
    if (!isWorkflowId(items, next)) return;
    setValue(next);
    const url = new URL(window.location.href);
    url.searchParams.set(TAB_PARAM, next);
    window.history.replaceState(window.history.state, "", url);
  }

  return (
    <Tabs.Root
      value={value}
      onValueChange={choose}
      activationMode="automatic"
      data-tabs-ready={ready ? "" : undefined}
    >
      <Tabs.List
        aria-label="Workflow by service"
        className="flex gap-2 overflow-x-auto pb-2 print:hidden"
      >
        {items.map((item) => (
          <Tabs.Trigger
            key={item.id}
            value={item.id}
            className="min-h-11 shrink-0 rounded-full border border-ink-100 bg-white px-4 text-sm font-semibold whitespace-nowrap text-ink-700 transition-colors duration-200 hover:border-brand-600 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
          >
            {item.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {items.map((item) => (
        <Tabs.Content
          key={item.id}
          value={item.id}
          forceMount
          hidden={item.id !== value}
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
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
