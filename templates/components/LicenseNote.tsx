import { BadgeCheck } from './lucide.ts';

type Props = { license: string };

/** The contractor's license, as California requires it on the site (B&P Code §7030.5). */
export function LicenseNote({ license }: Props) {
  return (
    <p className="mt-8 flex items-center justify-center gap-2 text-center font-semibold text-ink">
      <BadgeCheck size={20} className="shrink-0 text-trust" />
      Licensed contractor: {license}
    </p>
  );
}
