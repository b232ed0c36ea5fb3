import { BadgeCheck } from './lucide.ts';

type Props = { license: string };

/** The business's license, in the words content gives it; its badge goes with the first word, so a long one wraps centred under it. */
export function LicenseNote({ license }: Props) {
  return (
    <p className="mt-8 text-center font-semibold text-ink">
      <BadgeCheck size={20} className="mr-2 inline align-[-0.25em] text-trust" />
      {license}
    </p>
  );
}
