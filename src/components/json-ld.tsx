import { serializeJsonLd, type JsonLdObject } from "@/lib/json-ld";

/** Prints structured data built by src/lib/json-ld.ts. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
