/**
 * A tool's logo. When the image fails to load, tool-logo-behaviour.ts replaces it with the
 * tool's first letter (docs/product.md §4), cloned from the template beside it; without a failure the
 * letter is never in the page.
 */
export function ToolLogo({ name, src, color }: { name: string; src: string; color: string }) {
  return (
    <>
      {/* A plain img: the SVGs need no optimising, and the fallback needs its error event. */}
      <img
        src={src}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        data-tool-logo
        className="size-12 rounded-xl"
      />
      <template data-tool-fallback>
        <span
          aria-hidden="true"
          data-testid="tool-fallback"
          className="inline-flex size-12 items-center justify-center rounded-xl text-xl font-bold text-white"
          style={{ backgroundColor: color }}
        >
          {name.charAt(0).toUpperCase()}
        </span>
      </template>
    </>
  );
}
