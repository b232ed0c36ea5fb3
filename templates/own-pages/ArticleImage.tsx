import { Picture } from '../components/Picture.tsx';
import { imageSlots } from '../imageSlots.ts';
import type { Image } from '../view.ts';

/**
 * An article's image, over its text: one taller than its slot's shape is cut to it (the build warns of what that
 * hides), so that a portrait photo does not push the text below the first screen.
 */
export function ArticleImage({ image }: { image: Image }) {
  const [across, down] = imageSlots.article.crop.shape;
  const taller = image.height * across > image.width * down;
  return (
    <div className="mx-auto mb-10 max-w-[42rem]">
      <Picture image={image} className={taller ? 'aspect-[4/3] w-full rounded-xl object-cover' : 'w-full rounded-xl'} loading="priority" />
    </div>
  );
}
