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

/** A photo in several formats and widths, or an illustration's one SVG; either way the intrinsic size is set so nothing shifts. */
export function Picture({ image, className, loading = 'lazy' }: Props) {
  // Always inside <picture>, an SVG too: React 19 adds a preload of its own for an eager <img> outside
  // one, and which image to preload is the build's choice.
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={image.sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcset || undefined}
        sizes={image.srcset ? image.sizes : undefined}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={className ? `h-auto ${className}` : 'h-auto'}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        decoding={loading === 'lazy' ? 'async' : 'auto'}
        fetchPriority={loading === 'priority' ? 'high' : undefined}
      />
    </picture>
  );
}
