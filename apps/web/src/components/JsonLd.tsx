/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function jsonLdScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Structured data of a page (schema.org, Bioschemas) as an inline JSON-LD script.
 * @param value the JSON-LD object
 */
export function JsonLd({ value }: { value: unknown }) {
  return (
    <script
      type="application/ld+json"
      // JSON with '<' escaped (jsonLdScript): no text of the content can close the script element.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data, not markup
      dangerouslySetInnerHTML={{ __html: jsonLdScript(value) }}
    />
  );
}
