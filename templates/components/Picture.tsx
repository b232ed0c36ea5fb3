import type { Image } from '../view.ts';

type Props = {
  image: Image;
  className?: string;
  /**
   * "lazy" below the fold; "eager" for small images at the top (the logo); "priority" for the page's
   * largest image above the fold, fetched first (and preloaded in <head>).
   */
  loading?: 'lazy' | 'eager' | 'priority';
};

/**
 * AVIF and WebP for browsers that take them, a JPEG or PNG for the rest, each at several widths
 * with `sizes` from the layout, and the intrinsic size set so nothing shifts while it loads.
 * Inside <picture>, React adds no preload of its own: which image to preload is the build's choice.
 */
export function Picture({ image, className, loading = 'lazy' }: Props) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={image.sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcset}
        sizes={image.sizes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={`h-auto ${className ?? ''}`}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        decoding={loading === 'lazy' ? 'async' : 'auto'}
        fetchPriority={loading === 'priority' ? 'high' : undefined}
      />
    </picture>
  );
}
