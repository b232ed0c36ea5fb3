type Props = { data: object[] };

/**
 * JSON-LD as data blocks. They are not executed, so the Content-Security-Policy (script-src 'self')
 * does not apply to them. "<" is escaped so no text in content can close the element early.
 */
export function StructuredData({ data }: Props) {
  return data.map((node) => {
    const json = JSON.stringify(node).replace(/</g, '\\u003c');
    return (
      <script
        key={json}
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, "<" escaped above so it cannot close the element
        dangerouslySetInnerHTML={{ __html: json }}
      />
    );
  });
}
