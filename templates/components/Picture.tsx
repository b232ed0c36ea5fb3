import type { Image } from '../view.ts';

type Props = {
  image: Image;
  className?: string;
  /** The page's largest image above the fold: loaded first instead of lazily. */
  priority?: boolean;
};

/**
 * An image with its intrinsic size set, so nothing shifts while it loads. It is always inside a
 * <picture>, which also keeps React from adding preload links of its own to <head>: which
 * images to preload is the build's decision.
 */
export function Picture({ image, className, priority = false }: Props) {
  return (
    <picture>
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={`h-auto ${className ?? ''}`}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
