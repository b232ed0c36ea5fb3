/** Markdown's parsers, in a module loaded only for a site with Markdown files: these packages take a tenth of a second to load. */
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot, Text } from 'mdast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import {
  type Alias,
  type Document,
  isAlias,
  isMap,
  isNode,
  isSeq,
  LineCounter,
  type Node as YamlNode,
  parseDocument,
  type Scalar,
  visit as visitYaml,
  type YAMLError,
} from 'yaml';
import { type ContentFile, contentPlace, contentProblem, type JsonPath, type TextPosition } from '../errors.ts';
import { ownPath } from '../pages/paths.ts';
import { fillSitePlaceholders } from './placeholders.ts';
import { type ImageRef, imageRefSchema, PARSE_OPTIONS } from './schema.ts';

/** A link of a body as the page has it (`href`) and as `written`, and where it is written: `content/pages/x.md:12:5`. */
export type MarkdownLink = { href: string; written: string; place: string };

// HTML parsed, then sanitised as GitHub does: <kbd> or <details> kept, what could run or load anything dropped, a <style> with its rules.
const markdown = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeSanitize, {
    ...defaultSchema,
    // GitHub's rules, and a tel: link, which a business's page needs and GitHub's do not allow.
    protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), 'tel'] },
    strip: [...(defaultSchema.strip ?? []), 'style'],
  });

export const placeKey = (where: JsonPath) => where.map((step) => (typeof step === 'object' ? step.key : step)).join('\0');

/** YAML mistakes in words that say what to do: the library's ("Unexpected scalar at node end") say nothing of the fix. */
const YAML_WORDS: Record<string, string> = {
  DUPLICATE_KEY: 'duplicate key; each field must appear once',
  UNCLOSED: 'a quoted text is not closed; end it with the quote it starts with, on the same line',
  AFTER_QUOTE: 'a quoted text goes on after its closing quote; put the whole text in double quotes, writing each " inside it as \\"',
  BAD_DQ_ESCAPE: 'a backslash in double quotes starts an escape such as \\n; write a backslash itself as \\\\',
  TAB_AS_INDENT: 'a tab at the start of a line; indent with spaces',
  BAD_SCALAR_START: 'a text that starts with "@" or "`" goes in double quotes',
  COLONS: 'a text with ": " in it goes in double quotes',
  INDENTED: 'a line is indented under a field that has a value; start each field at the beginning of its line',
  NOT_A_FIELD:
    'a line that is not "field: value" (a colon and a space after the name); to go on with a text on the next line, indent that line',
  FLOW: 'a list opened with "[" or "{" is not closed; close it on the same line, or put a text that starts with one in double quotes',
  CURLY:
    'the text is in curly quotes (as a word processor or phone writes them), which YAML does not take as quotes; use straight double quotes (") instead, around the curly ones to show them',
};

/** A value that opens and closes with curly quotes: an owner's quoting, which YAML keeps as part of the text. */
const CURLY_QUOTED = /^[“‘].*[”’]$/s;

/** Which of YAML_WORDS names the library's error, telling apart the mistakes behind one of its codes. */
function yamlMistake({ code, message, pos }: YAMLError, yamlText: string): string {
  const line = yamlText.slice(yamlText.lastIndexOf('\n', pos[0] - 1) + 1).split('\n')[0]!;
  // A value opened with a curly quote is plain text to YAML, so a ": " in it reads as another field.
  if (/^[^:]*:\s+[“‘]/.test(line)) return 'CURLY';
  if (code === 'MISSING_CHAR') return /closing/.test(message) ? 'UNCLOSED' : /map values/.test(message) ? 'NOT_A_FIELD' : code;
  if (code === 'UNEXPECTED_TOKEN' && /["']\s*$/.test(yamlText.slice(0, pos[0]))) return 'AFTER_QUOTE';
  if (code === 'BLOCK_AS_IMPLICIT_KEY') return /: .*: /.test(line) ? 'COLONS' : 'INDENTED';
  if (code === 'BAD_INDENT' && /^Flow/.test(message)) return 'FLOW';
  return code === 'MULTILINE_IMPLICIT_KEY' ? 'NOT_A_FIELD' : code;
}

/** The front matter's YAML, parsed, with where each of its fields is; or its first syntax error, where it is. */
export function parseFrontMatter(
  yamlText: string,
): { value: unknown; at: (where: JsonPath, part?: 'key' | 'value') => TextPosition } | { error: string; at: TextPosition } {
  const lineCounter = new LineCounter();
  const yaml = parseDocument(yamlText, { lineCounter, uniqueKeys: true, prettyErrors: false });
  // The YAML starts on the file's second line, after "---".
  const yamlAt = (offset: number): TextPosition => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + 1, column: col };
  };
  const error = yaml.errors[0];
  if (error) {
    const mistake = yamlMistake(error, yamlText);
    const what =
      YAML_WORDS[mistake] ??
      `${error.message.split('\n')[0]!.replace(/\.$/, '')}; a text with ": " or " #" in it, or that starts with a quote, "[", "{" or "-", goes in double quotes`;
    // The library finds a quote unclosed where the front matter ends; the owner looks for where it opens.
    const opened = mistake === 'UNCLOSED' ? /^[^\n]*?:\s*(["'])(?![^\n]*\1\s*$)/m.exec(yamlText) : null;
    return { error: `invalid front matter: ${what}`, at: yamlAt(opened ? opened.index + opened[0].length - 1 : error.pos[0]) };
  }
  // "We are the #1 locksmith" parses as "We are the" and a comment: valid YAML, but rarely what an owner meant.
  const cut = firstPlainText(yaml, (node) => node.comment !== undefined);
  if (cut?.range) {
    const what = `the text "${cut.value}" ends where " #" starts a comment; to keep what follows, put the whole text in double quotes`;
    return { error: `invalid front matter: ${what}`, at: yamlAt(yamlText.indexOf('#', cut.range[1])) };
  }
  // “Keys” in curly quotes is valid YAML, but the quotes would show on the page: the owner meant straight ones.
  const curly = firstPlainText(yaml, (node) => CURLY_QUOTED.test(node.value as string));
  if (curly?.range) {
    const what = `the text ${curly.value} is in curly quotes (as a word processor or phone writes them), which the page would show; use straight double quotes (") instead`;
    return { error: `invalid front matter: ${what}`, at: yamlAt(curly.range[0]) };
  }
  let value: unknown;
  try {
    value = yaml.toJS();
  } catch (thrown) {
    const { error, offset } = aliasMistake(yaml, thrown);
    return { error: `invalid front matter: ${error}`, at: yamlAt(offset) };
  }
  return { value, at: (where, part = 'value') => yamlAt(yamlOffset(yaml.contents, where, part)) };
}

/** The first unquoted text of the front matter that `test` picks out. */
function firstPlainText(yaml: Document, test: (node: Scalar) => boolean): Scalar | undefined {
  let found: Scalar | undefined;
  visitYaml(yaml, {
    Scalar(_key, node) {
      if (node.type !== 'PLAIN' || typeof node.value !== 'string' || !test(node)) return;
      found = node;
      return visitYaml.BREAK;
    },
  });
  return found;
}

/**
 * What the library throws, rather than reports, as it resolves aliases (a ReferenceError): an alias that names no
 * anchor before it, or aliases nested to copy a value past its limit (an alias bomb); at the alias. Anything else is a bug.
 */
function aliasMistake(yaml: Document, thrown: unknown): { error: string; offset: number } {
  if (!(thrown instanceof ReferenceError)) throw thrown;
  const anchors = new Set<string>();
  let first: Alias | undefined;
  let unresolved: Alias | undefined;
  visitYaml(yaml, (_key, node) => {
    if (isAlias(node)) {
      first ??= node;
      if (anchors.has(node.source)) return;
      unresolved = node;
      return visitYaml.BREAK;
    }
    if (isNode(node) && node.anchor) anchors.add(node.anchor);
  });
  if (unresolved) {
    const name = unresolved.source;
    return {
      error: `the alias "*${name}" names no anchor "&${name}" before it; mark the value with "&${name}" above it, or write the value out`,
      offset: unresolved.range?.[0] ?? 0,
    };
  }
  return {
    error:
      'too many aliases (YAML anchors): each "*name" copies what "&name" marks, and these copy it more than 100 times; write the values out instead',
    offset: first?.range?.[0] ?? 0,
  };
}

/**
 * A body parsed, placeholders filled: its texts, images and links each at its line (after `linesBefore`), and its mistakes; its
 * tree sanitised, without source positions, as the page's cache key hashes it. A link at `origin` (site.json's address) becomes
 * its path: on a staging build (--base-url) or in npm run dev it leads there, not to production.
 */
export function readBody(
  body: string,
  linesBefore: number,
  file: ContentFile,
  { placeholders, origin }: { placeholders: Record<string, string> | null; origin: string },
) {
  const tree = markdown.parse(body) as MdastRoot;
  const problems: string[] = [];
  const texts: string[] = [];
  const images: ImageRef[] = [];
  const links: MarkdownLink[] = [];
  const places = new Map<string, TextPosition>();
  const written = new Map<string, string>();
  const at = (position: { line: number; column: number } | undefined): TextPosition =>
    position ? { line: position.line + linesBefore, column: position.column } : { line: linesBefore + 1, column: 1 };
  const say = (where: TextPosition, message: string) => problems.push(contentProblem(file, where, message));
  // The body sits under the page's heading, of level 1: screen readers list headings by level, and a level skipped reads as a section missing.
  let level = 1;
  visit(tree, (node, _index, parent) => {
    const where = at(node.position?.start);
    if (node.type === 'heading' && node.depth === 1)
      say(where, 'a heading of level 1 ("# …"): the page\'s title is its heading; start its sections with "## "');
    else if (node.type === 'heading' && node.depth > level + 1)
      say(where, `a heading of level ${node.depth} under one of level ${level}: a level is skipped; write "${'#'.repeat(level + 1)} "`);
    if (node.type === 'heading') level = node.depth;
    if (node.type === 'text') {
      for (const spaced of spacedAddresses(body, node, parent?.position?.start.offset ?? 0)) say(at(spaced.position), spaced.message);
      node.value = fillSitePlaceholders(node.value, placeholders, (_, name) => say(where, `unknown placeholder {${name}}`));
      places.set(placeKey(['body', 'text', texts.length]), where);
      texts.push(node.value);
    }
    // An image in HTML would skip the image stage (sizes, formats, stripped camera data) and its text check.
    if (node.type === 'html' && /<img\b/i.test(node.value))
      say(where, 'an image in HTML: write it in Markdown, ![what it shows](images/…), so it is resized for each screen');
    if (node.type === 'image') {
      const ref = { src: node.url, alt: node.alt ?? '' };
      const checked = imageRefSchema.safeParse(ref, PARSE_OPTIONS);
      if (!ref.alt) say(where, 'an image without its text: write what it shows between the brackets, ![…](…)');
      if (checked.success) {
        places.set(placeKey(['body', 'images', images.length, 'src']), where);
        images.push(ref);
        // remark-rehype percent-encodes a path in a way of its own ("IMG 2042.jpg", "llave-ñ.jpg"); encoded here, it keeps it
        // as it is, and the <img> below takes back the path as written, which the template finds its image by.
        written.set(encodeURI(node.url), node.url);
        node.url = encodeURI(node.url);
      } else for (const issue of checked.error.issues) say(where, `image ${node.url}: ${issue.message}`);
    }
  });
  // Links as the page has them, so a reference ("[form][f]"), an <a> in HTML and an encoded address each keep their line.
  const html = markdown.runSync(tree) as HastRoot;
  visit(html, 'element', (node) => {
    const path = node.tagName === 'img' && written.get(String(node.properties.src));
    if (path) node.properties.src = path;
    const { href } = node.properties;
    if (node.tagName !== 'a' || typeof href !== 'string') return;
    node.properties.href = ownPath(href, origin);
    links.push({ href: node.properties.href, written: href, place: contentPlace(file, at(node.position?.start)) });
  });
  visit(html, (node) => {
    delete node.position;
    delete node.data;
  });
  return { tree: html, texts, images, links, places, problems };
}

/**
 * Each `[…](…)` or `![…](…)` in a text node whose address has a space: CommonMark reads it as text, and the page would
 * show it so. Read from the node's source, so escaped brackets are left alone; each named at its opening bracket (at
 * or after `from`, where the text's parent starts, since formatting in the brackets puts them in another node).
 */
function spacedAddresses(source: string, node: Text, from: number) {
  const { start, end } = node.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return [];
  return [...source.slice(start.offset, end.offset).matchAll(/(?<!\\)\]\(([^()\n]*?[ \t][^()\n]*)\)/g)].map((match) => {
    const closing = start.offset! + match.index;
    const opening = source.lastIndexOf('[', closing);
    const image = opening > from && source[opening - 1] === '!';
    const offset = opening < from ? closing : image ? opening - 1 : opening;
    const address = match[1]!.trim();
    const lineStart = source.lastIndexOf('\n', offset - 1) + 1;
    const position = { line: source.slice(0, offset).split('\n').length, column: offset - lineStart + 1 };
    const message = image
      ? `an image whose path has a space is shown as text: write the path in angle brackets, ![…](<${address}>), or rename the file without spaces`
      : `a link whose address has a space is shown as text: write the address in angle brackets, […](<${address}>), or one without spaces`;
    return { position, message };
  });
}

/** Where the node at `where` starts in the YAML text (or, along the way, the nearest that is there). */
function yamlOffset(contents: unknown, where: JsonPath, part: 'key' | 'value'): number {
  let node = contents as YamlNode | null;
  let offset = node?.range?.[0] ?? 0;
  for (const [index, step] of where.entries()) {
    const key = typeof step === 'object' ? step.key : step;
    if (isMap(node)) {
      const pair = node.items.find((item) => (item.key as { value?: unknown } | null)?.value === key);
      if (!pair) break;
      const last = index === where.length - 1;
      const keyNode = pair.key as YamlNode;
      offset = (last && part === 'key' ? keyNode.range?.[0] : (pair.value as YamlNode | null)?.range?.[0]) ?? keyNode.range?.[0] ?? offset;
      node = pair.value as YamlNode | null;
    } else if (isSeq(node) && typeof key === 'number' && node.items[key]) {
      node = node.items[key] as YamlNode;
      offset = node.range?.[0] ?? offset;
    } else break;
  }
  return offset;
}
