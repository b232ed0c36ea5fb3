import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { Picture } from '../components/Picture.tsx';
import type { Element } from 'hast';
import type { ProseBody } from '../view.ts';

/**
 * The tree with an id on each heading a table follows (the nearest before it), and each such table's heading id: a
 * screen reader names the table's scrolling box, a stop of the Tab key, by it.
 */
function namedTables(tree: ProseBody['tree']): { tree: ProseBody['tree']; headingOf: Map<Element, string> } {
  const headingOf = new Map<Element, string>();
  const named = new Set<number>();
  let heading = -1;
  tree.children.forEach((child, index) => {
    if (child.type !== 'element') return;
    if (/^h[2-6]$/.test(child.tagName)) heading = index;
    else if (child.tagName === 'table' && heading >= 0) {
      named.add(heading);
      headingOf.set(child, `prose-heading-${heading}`);
    }
  });
  const children = tree.children.map((child, index) =>
    named.has(index) && child.type === 'element' ? { ...child, properties: { ...child.properties, id: `prose-heading-${index}` } } : child,
  );
  return { tree: { ...tree, children }, headingOf };
}

/**
 * The site's <picture> goes where each image stood after sanitising, which would strip it, lazy since text comes
 * after the page's first band; each table scrolls in a box of its own on a phone rather than the page.
 */
export function Prose({ body }: { body: ProseBody }) {
  const { tree, headingOf } = namedTables(body.tree);
  return (
    <div className="prose">
      {toJsxRuntime(tree, {
        Fragment,
        jsx,
        jsxs,
        passNode: true,
        components: {
          img: ({ src, alt }: ComponentProps<'img'>) => {
            const image = body.images[String(src)]!;
            return <Picture image={{ ...image, alt: alt ?? image.alt }} className="prose-image" />;
          },
          table: ({ node, ...props }: ComponentProps<'table'> & { node?: Element }) => {
            const heading = node && headingOf.get(node);
            // A region named by the heading it follows, where it follows one.
            const Box = heading ? 'section' : 'div';
            return (
              // Focusable, so that a keyboard can scroll it (WCAG 2.1.1).
              <Box className="prose-table" tabIndex={0} aria-labelledby={heading}>
                <table {...props} />
              </Box>
            );
          },
        },
      })}
    </div>
  );
}
