/**
 * The browser needs `sizes` before CSS loads, so each slot's follows the container (72 rem, 16/24/32 px padding at
 * 0/640/1024 px) and its grid; `maxWidth`, in CSS pixels, and `crop`, the shape a slot cuts its image to (its
 * component's aspect ratio, cover-fitted), are for the build's warnings.
 */
export const imageSlots = {
  /** Half of a two-column band (heroes, the about teaser, the story); full width below 768 px. */
  half: {
    sizes:
      '(min-width: 1152px) 524px, (min-width: 1024px) calc(50vw - 52px), (min-width: 768px) calc(50vw - 44px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
    maxWidth: 720,
  },
  /** A card in the three-column grid (two columns from 640 px, one below). */
  card: {
    sizes: '(min-width: 1152px) 347px, (min-width: 1024px) calc(33vw - 37px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 34px)',
    maxWidth: 606,
    crop: [16, 10],
  },
  /** One of a before/after pair in a job of the gallery: two a row in a half from 768 px, two a row from 640 px, one below. */
  pair: {
    sizes: '(min-width: 1152px) 254px, (min-width: 768px) calc(25vw - 34px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)',
    maxWidth: 360,
    crop: [4, 3],
  },
  /** An image in the text of a page or an article: the column of about 65 characters. */
  prose: { sizes: '(min-width: 736px) 672px, calc(100vw - 32px)', maxWidth: 672 },
  /** The logo in the header: 40 px, 48 px from 1280 px. */
  logo: { sizes: '48px', maxWidth: 48 },
} as const;

export type ImageSlotName = keyof typeof imageSlots;
