/**
 * The parts of svgo that `sanitizeSvg` (svg.ts) uses, from svgo's own files: its parser, its
 * writer, its plugin runner and its removeScripts plugin. svgo's entry points load every one of its
 * plugins, and with them csso and two copies of css-tree's CSS grammar: about 0.1 s of CPU before
 * the first SVG (bundled, from the code cache), where these take 15 to 30 ms. svgo exports no path
 * to these files, so they are named by path; svgo is pinned, and its version is part of the SVGs'
 * cache key. Types: svgo-parts.d.ts.
 */
export { parseSvg } from '../../node_modules/svgo/lib/parser.js';
export { stringifySvg } from '../../node_modules/svgo/lib/stringifier.js';
export { invokePlugins } from '../../node_modules/svgo/lib/svgo/plugins.js';
export * as removeScripts from '../../node_modules/svgo/plugins/removeScripts.js';
