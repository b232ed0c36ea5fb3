type Props = { data: object[] };

/**
 * JSON-LD as data blocks. They are not executed, so the Content-Security-Policy (script-src 'self')
 * does not apply to them. "<" is escaped so no text in content can close the element early.
 */
export function StructuredData({ data }: Props) {
  return (
    <>
      {data.map((node, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(node).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
