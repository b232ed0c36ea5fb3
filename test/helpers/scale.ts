/**
 * A content folder for a business grown to 100 cities (or up to 1,000): the real six plus synthetic
 * ones, each with its own name, ZIP codes and description, so the service-in-city pages are all distinct.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const STREETS = ['Harbor', 'Mesa', 'Canyon', 'Orchard', 'Mission', 'Ranch', 'Bluff', 'Valley', 'Creek', 'Ridge'];
const ENDINGS = ['Park', 'Heights', 'Springs', 'Grove', 'Hills', 'Point', 'Flats', 'Gardens', 'Landing', 'Vista'];
/**
 * Past the first hundred names, each hundred gets a short word before it and a short ending:
 * "Oak Orchard Glen". At most 16 letters, like the first hundred's longest, so every page's meta
 * title and description keep within their limits with the longest service's name.
 */
const PREFIXES = ['', 'Old', 'New', 'Bay', 'Elk', 'Oak', 'Fox', 'Ash', 'Elm', 'Sun'];
const SHORT_ENDINGS = ['Park', 'Glen', 'Cove', 'Hill', 'Bend', 'Dale', 'Ford', 'Gate', 'Row', 'Way'];

export async function writeScaledContent(fromDir: string, toDir: string, areaCount: number): Promise<void> {
  await cp(fromDir, toDir, { recursive: true });
  const file = path.join(toDir, 'areas.json');
  const areas = JSON.parse(await readFile(file, 'utf8')) as Record<string, any>;
  const real = Object.keys(areas).filter((key) => key !== '$schema').length;
  if (areaCount - real > STREETS.length * ENDINGS.length * PREFIXES.length) throw new Error(`at most ${1000 + real} cities`);
  for (let i = 0; i < areaCount - real; i++) {
    const endings = i < 100 ? ENDINGS : SHORT_ENDINGS;
    const name = `${PREFIXES[Math.floor(i / 100)]} ${STREETS[i % 10]} ${endings[Math.floor(i / 10) % 10]}`.trim();
    const slug = name.toLowerCase().replace(/ /g, '-');
    const zip = String(93100 + i * 3).padStart(5, '0');
    areas[slug] = {
      name,
      title: `Garage Door Repair in ${name}, CA`,
      description: [
        `${name} is one of the communities we reach from our Ventura base; most of its homes have two-car garages with sectional steel doors.`,
        `Call for an arrival window: we usually reach ${name} within the hour, with no travel charge.`,
      ],
      zipCodes: zip,
      responseTime: `${30 + (i % 4) * 5}-${45 + (i % 4) * 5} minutes`,
      whyChoose: [`Local to ${name}`, 'Trucks stocked for same-day repairs', 'Upfront, written prices', `No travel charge in ${zip}`],
      meta: {
        title: `Garage Door Repair in ${name}, CA`,
        description: `Garage door repair and installation in ${name}, CA (${zip}): springs, openers, cables and new doors, 24/7.`,
      },
    };
  }
  await writeFile(file, JSON.stringify(areas, null, 2));
}
