/**
 * The browser needs `sizes` before CSS loads, so each slot's follows the container (72 rem, 16/24/32 px padding at
 * 0/640/1024 px) and its grid; `maxWidth`, in CSS pixels, and `crop` are for the build's warnings.
 */
/**
 * The shape a slot cuts its image to (its component's aspect ratio, cover-fitted; with `tallerOnly`, only an image
 * taller than that), and the slot as the warnings name it.
 */
export type ImageCrop = { shape: readonly [number, number]; named: string; tallerOnly?: true };

/** The column of prose, about 65 characters. */
const PROSE_SIZES = '(min-width: 736px) 672px, calc(100vw - 32px)';

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
    crop: { shape: [16, 10], named: 'a card' },
  },
  /** One of a before/after pair in a job of the gallery: two a row in a half from 768 px, two a row from 640 px, one below. */
  pair: {
    sizes: '(min-width: 1152px) 254px, (min-width: 768px) calc(25vw - 34px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)',
    maxWidth: 360,
    crop: { shape: [4, 3], named: 'a photo of a before/after pair' },
  },
  /** An image in the text of a page or an article: the column of about 65 characters. */
  prose: { sizes: PROSE_SIZES, maxWidth: 672 },
  /** An article's image, over its text in the same column: a portrait one cut to 4:3, so the text starts on the first screen. */
  article: { sizes: PROSE_SIZES, maxWidth: 672, crop: { shape: [4, 3], named: 'the top of an article', tallerOnly: true } },
  /** The logo in the header: 40 px, 48 px from 1280 px. */
  logo: { sizes: '48px', maxWidth: 48 },
} as const satisfies Record<string, { sizes: string; maxWidth: number; crop?: ImageCrop }>;

export type ImageSlotName = keyof typeof imageSlots;
