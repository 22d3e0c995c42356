import type { LegalBlock, LegalDocument as LegalDocumentData } from "@content/legal";
import { OpenConsentButton } from "@/features/consent/open-consent-button";
import { mailtoHref } from "@/lib/mailto";

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case "p":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "table":
      return (
        <div className="overflow-x-auto rounded-xl border border-line" tabIndex={0}>
          <table className="w-full min-w-[32rem] border-collapse text-left text-base">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-ink-50 text-ink-900 dark:bg-white/5 dark:text-white">
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]} className="border-t border-ink-100 align-top dark:border-white/10">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="px-4 py-3 font-semibold text-fg">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="px-4 py-3">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "email": {
      const href = mailtoHref(block.email, block.subject);
      return (
        <p>
          {block.label}:{" "}
          <a
            href={href}
            className="font-semibold text-accent underline underline-offset-4 hover:text-brand-600"
          >
            {block.email}
          </a>
        </p>
      );
    }
    case "consent-button":
      return (
        <div>
          <OpenConsentButton label={block.label} />
        </div>
      );
  }
}

/** A legal page: title, last-updated date, a table of contents and numbered sections. */
export function LegalDocument({ document }: { document: LegalDocumentData }) {
  return (
    <article className="mx-auto max-w-content px-4 py-16 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="font-display text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl dark:text-white">
          {document.title}
        </h1>
        <p className="mt-4 text-fg-muted" data-testid="last-updated">
          Last updated: {document.lastUpdated}
        </p>
        <p className="mt-6 text-lg text-ink-700 dark:text-ink-100">{document.intro}</p>
      </header>
      <div className="mt-12 grid gap-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Table of contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="font-display text-sm font-semibold tracking-wider text-ink-900 uppercase dark:text-white">
            Contents
          </h2>
          <ol className="mt-3">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center text-ink-700 hover:text-accent dark:text-ink-100 dark:hover:text-white"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl min-w-0 space-y-12">
          {document.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} data-testid="legal-section">
              <h2 id={section.id} className="font-display text-2xl font-bold text-fg">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-700 dark:text-ink-100">
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
