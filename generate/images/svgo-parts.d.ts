import type { CustomPlugin, XastRoot } from 'svgo';

export function parseSvg(data: string, from?: string): XastRoot;
export function stringifySvg(data: XastRoot): string;
export function invokePlugins(
  ast: XastRoot,
  info: object,
  plugins: ReadonlyArray<CustomPlugin>,
  overrides: null,
  globalOverrides: object,
): void;
export const removeScripts: CustomPlugin;
