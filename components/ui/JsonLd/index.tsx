/** JSON text safe inside <script>: '<' is escaped, so no value can close the element or open a comment. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Structured data for search engines (lib/structured-data.ts builds the objects). */
export function JsonLd({ data }: { data: object | object[] }) {
  return (
    <script
      type="application/ld+json"
      // The JSON is escaped above; React would otherwise HTML-escape it and break the JSON.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
