/** The brand's mark: a rising path in a rounded tile, drawn inline so it costs no request. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="#0b1530" />
      <path
        d="M8 22 L14 14 L18 18 L24 10"
        fill="none"
        stroke="#22c55e"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="10" r="2.5" fill="#3b66f5" />
    </svg>
  );
}
