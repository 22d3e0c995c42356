/**
 * The forms' hidden `attribution` field, for a post sent before the form's island runs: the site
 * script fills it (attribution-store.ts), unless the server's form page already did, with what
 * it read from the page that led there (then marked, and left alone).
 */
export function AttributionField({ value }: { value?: string }) {
  return (
    <input
      type="hidden"
      name="attribution"
      defaultValue={value ?? ""}
      data-attribution-fixed={value ? "" : undefined}
    />
  );
}
