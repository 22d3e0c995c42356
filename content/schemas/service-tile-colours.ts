/**
 * The colours a service card's icon tile may take: a diagonal gradient behind a white icon, each
 * pair dark enough for the icon to stand out (3:1 or more against white). Code, not copy: a
 * service's file picks one by name (content/schemas/services.ts), so an owner chooses a colour
 * without typing one that would hide the icon.
 */
export const SERVICE_TILE_COLOURS = {
  "blue-teal": { label: "Blue to teal", from: "#1d4ed8", to: "#0e7490" },
  "violet-fuchsia": { label: "Violet to fuchsia", from: "#7c3aed", to: "#c026d3" },
  "amber-red": { label: "Amber to red", from: "#b45309", to: "#dc2626" },
  "emerald-teal": { label: "Emerald to teal", from: "#047857", to: "#0f766e" },
  "rose-purple": { label: "Rose to purple", from: "#be123c", to: "#9333ea" },
  "slate-blue": { label: "Slate to blue", from: "#334155", to: "#1e40af" },
} as const;

export type ServiceTileColour = keyof typeof SERVICE_TILE_COLOURS;
