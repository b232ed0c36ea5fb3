import { BadgeCheck } from './lucide.ts';

type Props = { license: string };

/** The business's license, in the words content gives it. */
export function LicenseNote({ license }: Props) {
  return (
    <p className="mt-8 flex items-center justify-center gap-2 text-center font-semibold text-ink">
      <BadgeCheck size={20} className="shrink-0 text-trust" />
      {license}
    </p>
  );
}
