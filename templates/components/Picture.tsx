import type { Image } from '../view.ts';

type Props = {
  image: Image;
  className?: string;
  /** The page's largest image above the fold: loaded first instead of lazily. */
  priority?: boolean;
};

/** An image with its intrinsic size set, so nothing shifts while it loads. */
export function Picture({ image, className, priority = false }: Props) {
  return (
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
  );
}
