import type { ComponentProps } from "react";

import "./article-table.css";

/** How the elements of an MDX article look (no typography plugin: one map, one place). */
export const mdxComponents = {
  h2: (props: ComponentProps<"h2">) => (
    <h2
      className="mt-12 font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl dark:text-white"
      {...props}
    />
  ),
  h3: (props: ComponentProps<"h3">) => (
    <h3 className="mt-8 font-display text-xl font-bold text-fg" {...props} />
  ),
  p: (props: ComponentProps<"p">) => <p className="mt-5 leading-relaxed" {...props} />,
  ul: (props: ComponentProps<"ul">) => (
    <ul className="mt-5 list-disc space-y-2 pl-6 marker:text-brand-600" {...props} />
  ),
  ol: (props: ComponentProps<"ol">) => (
    <ol className="mt-5 list-decimal space-y-2 pl-6 marker:font-semibold" {...props} />
  ),
  li: (props: ComponentProps<"li">) => <li className="pl-1 leading-relaxed" {...props} />,
  strong: (props: ComponentProps<"strong">) => (
    <strong className="font-semibold text-fg" {...props} />
  ),
  a: ({ href = "", ...props }: ComponentProps<"a">) => {
    const className = "font-medium text-accent underline underline-offset-2 hover:text-ink-900";
    return href.startsWith("/") ? (
      <a href={href} className={className} {...props} />
    ) : (
      <a href={href} className={className} rel="noopener noreferrer" target="_blank" {...props} />
    );
  },
  blockquote: (props: ComponentProps<"blockquote">) => (
    <blockquote
      className="mt-6 border-l-4 border-brand-600 bg-brand-50 px-5 py-3 text-ink-800 dark:bg-brand-500/10 dark:text-ink-100 [&>p]:mt-2"
      {...props}
    />
  ),
  // Astro hands an element's own `class` (e.g. a fence's language-*) to no React component, so
  // the block decides how the code inside it looks instead of the code guessing from its class.
  pre: (props: ComponentProps<"pre">) => (
    <pre
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-xl bg-ink-900 p-5 text-sm leading-relaxed text-ink-50 [&>code]:rounded-none [&>code]:bg-transparent [&>code]:p-0 [&>code]:text-[1em] [&>code]:text-inherit"
      {...props}
    />
  ),
  code: (props: ComponentProps<"code">) => (
    <code
      className="rounded bg-ink-100 px-1.5 py-0.5 font-mono text-[0.9em] text-ink-900 dark:bg-white/10 dark:text-white"
      {...props}
    />
  ),
  // The Markdown pipeline (table-regions.ts) has put it in its own scroll box.
  table: (props: ComponentProps<"table">) => (
    // Its columns keep a readable width on a phone (article-table.css), so a wide one scrolls.
    <table className="w-full border-collapse text-left text-sm" {...props} />
  ),
  // No cell backgrounds: they would hide the box's scroll shadows (article-table.css).
  th: (props: ComponentProps<"th">) => (
    <th
      className="border-b-2 border-line-strong px-4 py-3 align-bottom font-semibold text-fg"
      {...props}
    />
  ),
  td: (props: ComponentProps<"td">) => (
    <td
      className="border-t border-ink-100 px-4 py-3 text-ink-700 dark:border-white/10 dark:text-ink-100"
      {...props}
    />
  ),
  hr: () => <hr className="my-10 border-line" />,
};
