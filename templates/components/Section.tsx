import type { ReactNode } from 'react';
import { SlashBreaks } from './SlashBreaks.tsx';

type Props = {
  /** Unique on the page: the section's id and the base of its heading's id. */
  id: string;
  heading: string;
  intro?: string;
  tone?: 'white' | 'surface';
  children: ReactNode;
};

/** A full-width band of the page with a centred heading and intro. */
export function Section({ id, heading, intro, tone = 'white', children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={tone === 'surface' ? 'bg-surface' : 'bg-white'}>
      <div className="container-page py-12 lg:py-20">
        <div className="mx-auto mb-8 max-w-3xl text-center lg:mb-12">
          <h2 id={`${id}-heading`} className="text-3xl sm:text-4xl">
            <SlashBreaks text={heading} />
          </h2>
          {intro && <p className="mt-4 text-lg">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
