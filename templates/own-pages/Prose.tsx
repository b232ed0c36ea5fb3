import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { Picture } from '../components/Picture.tsx';
import type { ProseBody } from '../view.ts';

/**
 * The site's <picture> goes where each image stood after sanitising, which would strip it, lazy since text comes
 * after the page's first band; each table scrolls in a box of its own on a phone rather than the page.
 */
export function Prose({ body }: { body: ProseBody }) {
  return (
    <div className="prose">
      {toJsxRuntime(body.tree, {
        Fragment,
        jsx,
        jsxs,
        components: {
          img: ({ src, alt }: ComponentProps<'img'>) => {
            const image = body.images[String(src)]!;
            return <Picture image={{ ...image, alt: alt ?? image.alt }} className="prose-image" />;
          },
          table: (props: ComponentProps<'table'>) => (
            // Focusable, so that a keyboard can scroll it (WCAG 2.1.1).
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus to be scrolled without a mouse
            <div className="prose-table" tabIndex={0}>
              <table {...props} />
            </div>
          ),
        },
      })}
    </div>
  );
}
