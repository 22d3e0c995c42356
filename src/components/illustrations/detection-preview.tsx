/**
 * The demo's video area: a drawn still of a camera view with the boxes the AI modules put on
 * it (local SVG, no network), standing in for the live demo shown on the call.
 */
export function DetectionPreview({ title, caption }: { title: string; caption: string }) {
  return (
    <figure data-product-band="detection">
      <svg
        role="img"
        aria-labelledby="detection-preview-title"
        viewBox="0 0 640 360"
        className="aspect-video w-full rounded-2xl bg-ink-900 shadow-lg"
      >
        <title id="detection-preview-title">{title}</title>
        <rect width="640" height="360" fill="#15224a" />
        <rect y="250" width="640" height="110" fill="#24335f" />
        <rect x="40" y="110" width="150" height="140" fill="#3d4b74" />
        <rect x="470" y="90" width="130" height="160" fill="#3d4b74" />
        <g fill="#aab3cc">
          <circle cx="270" cy="160" r="16" />
          <rect x="255" y="178" width="30" height="70" rx="8" />
          <circle cx="390" cy="170" r="16" />
          <rect x="375" y="188" width="30" height="62" rx="8" />
        </g>
        <rect
          x="240"
          y="135"
          width="60"
          height="120"
          fill="none"
          stroke="#16a34a"
          strokeWidth="3"
        />
        <rect x="240" y="115" width="118" height="20" fill="#16a34a" />
        <text x="246" y="130" fill="#fff" fontSize="13" fontFamily="system-ui, sans-serif">
          Helmet ✓ Vest ✓
        </text>
        <rect
          x="360"
          y="145"
          width="60"
          height="110"
          fill="none"
          stroke="#dc2626"
          strokeWidth="3"
        />
        <rect x="360" y="125" width="112" height="20" fill="#dc2626" />
        <text x="366" y="140" fill="#fff" fontSize="13" fontFamily="system-ui, sans-serif">
          No helmet: alert
        </text>
        <rect x="16" y="16" width="150" height="26" rx="4" fill="#070d1f" opacity="0.8" />
        <circle cx="32" cy="29" r="6" fill="#dc2626" />
        <text x="46" y="34" fill="#fff" fontSize="13" fontFamily="system-ui, sans-serif">
          CAM 04 · Bay 2
        </text>
      </svg>
      <figcaption className="mt-3 text-sm text-fg-muted">{caption}</figcaption>
    </figure>
  );
}
