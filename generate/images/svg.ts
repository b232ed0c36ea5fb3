import type { XastChild, XastElement, XastParent, XastRoot } from 'svgo';
import { BuildCache } from '../cache/build-cache.ts';
import { codeVersion } from '../cache/fingerprint.ts';

/**
 * An SVG the site publishes as SVG (favicon.svg, from the logo) is a document of the site's own
 * origin: opened at its address, its scripts run with the site's cookies and storage, and a host
 * that sends no Content-Security-Policy header (S3, GitHub Pages) does nothing to stop them. So it
 * is published only as svgo writes it back after `keepOnlyTheDrawing` below, which removes what
 * can run or fetch anything, and svgo's own `removeScripts` after it, as a second net.
 */
export type SafeSvg = { svg: string; removed: string[] };

const SVG_CODE_VERSION = codeVersion([import.meta.url], ['svgo']);

/**
 * The SVG made safe to publish, through the build cache: keyed by the source and the code version
 * of this file and svgo (a changed rule makes every SVG anew), so a warm build never loads svgo.
 */
export function safeSvg(source: { bytes: Buffer; hash: string }, cache: BuildCache): Promise<SafeSvg> {
  return cache.json(BuildCache.key(source.hash, 'safe svg', SVG_CODE_VERSION), () => sanitizeSvg(source.bytes.toString('utf8')));
}

/** The SVG text with everything that can run or load removed, and what was removed, in words. */
export async function sanitizeSvg(text: string): Promise<SafeSvg> {
  const { optimize } = await import('svgo');
  const removed: string[] = [];
  // Only these two plugins, in one pass: no other change to the drawing, so what was drawn is still drawn.
  const { data } = optimize(text, {
    plugins: [{ name: 'keepOnlyTheDrawing', fn: (root) => keepOnlyTheDrawing(root, removed) }, 'removeScripts'],
  });
  return { svg: data, removed: [...new Set(removed)] };
}

const HTML = 'http://www.w3.org/1999/xhtml';
const MATHML = 'http://www.w3.org/1998/Math/MathML';
/** Elements that run code or hold HTML, compared by local name in lower case. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'handler', 'listener']);
const ANIMATIONS = new Set(['animate', 'set', 'animatemotion', 'animatetransform', 'animatecolor']);
/** Attributes whose value is a URL to fetch or follow. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'base']);

const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1).toLowerCase();
const isHandler = (name: string) => localName(name).startsWith('on');

/** Walks the tree with a stack (a deep file cannot overflow it), removing in place and noting each removal. */
function keepOnlyTheDrawing(root: XastRoot, removed: string[]): null {
  const pending: Array<{ parent: XastParent; namespaces: Map<string, string> }> = [{ parent: root, namespaces: new Map() }];
  while (pending.length > 0) {
    const { parent, namespaces: inherited } = pending.pop()!;
    parent.children = parent.children.filter((child) => {
      const namespaces = child.type === 'element' ? namespacesOf(child, inherited) : inherited;
      const { keep, note } = verdict(child, namespaces);
      if (note) removed.push(note);
      if (!keep || child.type !== 'element') return keep;
      // An <image> whose picture is gone draws nothing: it goes too.
      if (removeActiveAttributes(child, removed) && drawsAsImage(child)) return false;
      pending.push({ parent: child, namespaces });
      return true;
    });
  }
  return null;
}

/** Whether a node stays, and, when it goes for a reason the owner should hear, that reason. */
function verdict(node: XastChild, namespaces: Map<string, string>): { keep: boolean; note?: string } {
  // svgo's parser has already expanded the DOCTYPE's entities into the tree; <?xml-stylesheet?> loads a stylesheet.
  if (node.type === 'doctype') return { keep: false };
  if (node.type === 'instruction') return node.name === 'xml' ? { keep: false } : { keep: false, note: `<?${node.name}?>` };
  if (node.type !== 'element') return { keep: true };
  const name = localName(node.name);
  const prefix = node.name.includes(':') ? node.name.slice(0, node.name.indexOf(':')) : '';
  const namespace = namespaces.get(prefix);
  // Outside a foreignObject, HTML and MathML draw nothing, but their scripts, frames and links work.
  if (ACTIVE_ELEMENTS.has(name) || namespace === HTML || namespace === MATHML) return { keep: false, note: `<${node.name}>` };
  const animated = node.attributes.attributeName;
  if (ANIMATIONS.has(name) && animated !== undefined && (URL_ATTRIBUTES.has(localName(animated)) || isHandler(animated))) {
    return { keep: false, note: `<${node.name} attributeName="${animated}">` };
  }
  if (name === 'style') {
    const loads = cssThatLoads(node.children.map((child) => (child.type === 'text' || child.type === 'cdata' ? child.value : '')).join(''));
    if (loads) return { keep: false, note: `<style> with ${loads}` };
  }
  return { keep: true };
}

/** Removes what can run or load from an element's attributes; whether a link of it was removed. */
function removeActiveAttributes(element: XastElement, removed: string[]): boolean {
  let unlinked = false;
  for (const [name, value] of Object.entries(element.attributes)) {
    // Namespace declarations name a namespace; nothing is ever fetched from them.
    if (name === 'xmlns' || name.startsWith('xmlns:')) continue;
    let note: string | null = null;
    if (isHandler(name)) note = `${name} attribute`;
    else if (URL_ATTRIBUTES.has(localName(name)) && !isLocalUrl(value, drawsAsImage(element))) {
      unlinked = true;
      note = `<${element.name} ${name}="${shorten(value)}">${drawsAsImage(element) ? ' (the picture it loads is not drawn)' : ''}`;
    } else if (value.includes('(') && cssThatLoads(value)) note = `<${element.name} ${name}="${shorten(value)}">`;
    if (note) {
      removed.push(note);
      delete element.attributes[name];
    }
  }
  return unlinked;
}

/** The namespaces in scope on an element: its parent's, with its own xmlns declarations on top. */
function namespacesOf(element: XastElement, inherited: Map<string, string>): Map<string, string> {
  const declared = Object.entries(element.attributes).filter(([name]) => name === 'xmlns' || name.startsWith('xmlns:'));
  if (declared.length === 0) return inherited;
  const namespaces = new Map(inherited);
  for (const [name, uri] of declared) namespaces.set(name === 'xmlns' ? '' : name.slice('xmlns:'.length), uri);
  return namespaces;
}

/** <image> and <feImage> draw what they load as a picture, with scripts off: a data: image is safe there. */
const drawsAsImage = (element: XastElement) => ['image', 'feimage'].includes(localName(element.name));

/** A reference to this same file (`#id`), or, where allowed, a picture inside the reference itself. */
function isLocalUrl(value: string, dataImageAllowed: boolean): boolean {
  // Browsers drop tabs and line breaks anywhere in a URL and spaces and controls around it.
  const url = value.replace(/[\t\n\r]/g, '').replace(/^[\0- ]+|[\0- ]+$/g, '');
  return url.startsWith('#') || (dataImageAllowed && /^data:image\//i.test(url));
}

/** What in CSS text would load something from elsewhere, or null. */
function cssThatLoads(css: string): string | null {
  // An escape can spell "url(" or "@import" where no pattern would see it; a drawing needs none.
  if (css.includes('\\')) return 'a CSS escape';
  if (/@import/i.test(css)) return '@import';
  for (const [, name = '', target = ''] of css.matchAll(/([\w-]*)\(\s*['"]?([^'")]*)/g)) {
    const fn = name.toLowerCase();
    if ((fn === 'url' || fn === 'src') && !isLocalUrl(target, true)) return `${fn}(${shorten(target)})`;
    // image(), image-set() and cross-fade() take URLs as plain strings.
    if (fn.includes('image') || fn === 'cross-fade') return `${fn}()`;
  }
  return null;
}

const shorten = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
};
