import type { SuccessSnapshot } from "@content/service-pages/types";

import { ContentIcon } from "./content-icon";

/** Campaign results: industry, client, investment, result and timeframe, with the story. */
export function SuccessSnapshots({ items }: { items: readonly SuccessSnapshot[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.client}
          className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm"
        >
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
              <ContentIcon name={item.icon} className="size-6" />
            </span>
            <div>
              <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
                {item.industry}
              </p>
              <h3 className="text-lg font-bold text-ink-900">{item.client}</h3>
            </div>
          </div>
          <dl className="mt-5 grid grid-cols-3 gap-3 text-center">
            <div className="flex flex-col-reverse rounded-xl bg-ink-50 p-3">
              <dt className="text-sm text-ink-600">Ad spend</dt>
              <dd className="font-bold text-ink-900">{item.investment}</dd>
            </div>
            <div className="flex flex-col-reverse rounded-xl bg-cta-100 p-3">
              <dt className="text-sm text-cta-800">Result</dt>
              <dd className="font-bold text-ink-900">{item.result}</dd>
            </div>
            <div className="flex flex-col-reverse rounded-xl bg-ink-50 p-3">
              <dt className="text-sm text-ink-600">Timeframe</dt>
              <dd className="font-bold text-ink-900">{item.timeframe}</dd>
            </div>
          </dl>
          <p className="mt-5 text-ink-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
