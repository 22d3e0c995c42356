
import { evaluate } from "@mdx-js/mdx";
import * as runtime from "react/jsx-runtime";

import { mdxComponents } from "./mdx-components";

/** Compiles and renders a post's MDX on the server (at build: every post page is static). */
export async function PostBody({ source }: { source: string }) {
  const { default: Content } = await evaluate(source, {
    Fragment: runtime.Fragment,
    jsx: runtime.jsx,
    jsxs: runtime.jsxs,
    baseUrl: import.meta.url,
  });
  return (
    <div className="text-lg text-ink-700">
      <Content components={mdxComponents} />
    </div>
  );
}
