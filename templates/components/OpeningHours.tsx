import type { ReactNode } from 'react';
import { Clock, Siren } from './lucide.ts';
import type { ContactHours, HoursList } from '../view.ts';

type Props = { hours: ContactHours; heading: string };

/** One list of hours under its heading: each run of days with its times. */
function Hours({ heading, rows, icon }: { heading: string; rows: HoursList; icon: ReactNode }) {
  return (
    <div>
      <h3 className="flex items-center gap-2 text-xl">
        {icon}
        {heading}
      </h3>
      <dl className="mt-3">
        {rows.map((row) => (
          <div key={row.days} className="flex flex-wrap justify-between gap-x-2 border-t border-slate-200 py-2">
            <dt className="font-semibold text-ink">{row.days}</dt>
            <dd className="ml-auto flex flex-col">
              {row.times.map((range) => (
                <span key={range} className="ml-auto">
                  {range}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The contact page's hours, day by day, and the emergency line's where they add to them. */
export function OpeningHours({ hours, heading }: Props) {
  return (
    <div className="card mx-auto mt-8 max-w-md p-[min(1rem,16px)] sm:p-[min(1.5rem,24px)]">
      <Hours heading={heading} rows={hours.opening} icon={<Clock size={22} className="shrink-0 text-action" />} />
      {hours.emergency && (
        <div className="mt-6">
          <Hours {...hours.emergency} icon={<Siren size={22} className="shrink-0 text-emergency" />} />
        </div>
      )}
    </div>
  );
}
