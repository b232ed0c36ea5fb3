type Props = { paragraphs: string[] };

/** Running text in a readable measure. */
export function Paragraphs({ paragraphs }: Props) {
  return (
    <div className="mx-auto max-w-3xl space-y-4 text-lg">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
