/** The icons content may name: lucide's. Only the page-copy schemas use it, so the rest of the content loads without the icon set. */
import dynamicIconImports from 'lucide-react/dynamicIconImports.mjs';
import { z } from 'zod';
import { didYouMean } from '../errors.ts';
import { text } from './schema.ts';

export type IconName = keyof typeof dynamicIconImports;

/** Every icon of lucide (https://lucide.dev/icons) by name: the keys of lucide-react's public map, which the render stage uses. */
const iconNames = Object.keys(dynamicIconImports) as [IconName, ...IconName[]];

/** An icon's name: one of lucide's, or the message says which it is a slip for. */
const iconName = z
  .enum(iconNames, {
    error: (issue) =>
      typeof issue.input === 'string'
        ? `unknown icon "${issue.input}"; ${didYouMean(issue.input, iconNames) || 'name an icon of https://lucide.dev/icons as it is named there, such as "users" or "shield-check"'}`
        : undefined,
  })
  // Once in each file's JSON Schema, which lists every name for the editor to offer.
  .meta({ id: 'icon', description: 'An icon of https://lucide.dev/icons by its name there: "users", "shield-check", "droplets".' });

export const titledTextSchema = z.strictObject({
  title: text,
  text: text,
  icon: iconName.optional(),
});

export type TitledText = z.infer<typeof titledTextSchema>;
