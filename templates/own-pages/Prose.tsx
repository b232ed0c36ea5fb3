import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { nonBreaking } from '../components/nonBreaking.ts';
import { Picture } from '../components/Picture.tsx';
import type { Element, ElementContent } from 'hast';
import type { Phone, ProseBody } from '../view.ts';

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
 * The business's number, wherever the prose writes it ("Call {phone}"), a tap-to-call link as on the rest of the site; a
 * tel: link's words on one line, as html-validate's tel-non-breaking rule asks. Not inside another link or code.
 */
function phoneLinks<Node extends ProseBody['tree'] | Element>(node: Node, phone: Phone, within?: 'tel' | 'other'): Node {
  const telLink: ElementContent = {
    type: 'element',
    tagName: 'a',
    properties: { href: `tel:${phone.e164}` },
    children: [{ type: 'text', value: nonBreaking(phone.display) }],
  };
  const children = node.children.flatMap((child): ElementContent[] => {
    if (child.type === 'element') {
      const tel = child.tagName === 'a' && String(child.properties.href ?? '').startsWith('tel:');
      const other = child.tagName === 'a' || child.tagName === 'code';
      return [phoneLinks(child, phone, within ?? (tel ? 'tel' : other ? 'other' : undefined))];
    }
    if (child.type !== 'text') return [child as ElementContent];
    if (within === 'tel') return [{ ...child, value: nonBreaking(child.value) }];
    if (within || !child.value.includes(phone.display)) return [child];
    return child.value
      .split(phone.display)
      .flatMap((part, index): ElementContent[] => [
        ...(index > 0 ? [telLink] : []),
        ...(part ? [{ type: 'text' as const, value: part }] : []),
      ]);
  });
  return { ...node, children };
}

/**
 * The site's <picture> goes where each image stood after sanitising, which would strip it, lazy since text comes
 * after the page's first band; each table scrolls in a box of its own on a phone rather than the page.
 */
export function Prose({ body, phone }: { body: ProseBody; phone: Phone }) {
  const { tree, headingOf } = namedTables(phoneLinks(body.tree, phone));
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
