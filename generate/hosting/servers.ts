import { ICON_FILES } from '../images/icons.ts';
import { GENERATED_MARK } from '../output/write.ts';
import { NOT_FOUND_FILE, urlPathOf } from '../pages/paths.ts';
import { HASHED_ASSETS_PATH, immutableCacheControl, revalidateCacheControl, securityHeaders } from './headers.ts';
import { hostComment, type LanguageNotFound, movedRules, patternSource, type RedirectRule, redirectingSectionRules } from './redirects.ts';

/**
 * On each server a moved address is redirected in both slash forms, even over its meta-refresh page, while a section
 * rule redirects only a path that is no page.
 */

const NOT_FOUND = urlPathOf(NOT_FOUND_FILE);
/** The web app manifest, whose type neither nginx's mime.types nor the freedesktop list Caddy reads names. */
const MANIFEST = `/${ICON_FILES.manifest}`;
const MANIFEST_TYPE = 'application/manifest+json';
const header = [
  // The mark that lets the next build replace nginx.conf and the Caddyfile beside the output (targets.ts).
  `# ${GENERATED_MARK} from generate/hosting/servers.ts; do not edit.`,
  '# Built from content/redirects.json, generate/hosting/redirects.ts and generate/hosting/headers.ts.',
];

/** The extensions of the text files the site writes, which Apache compresses when asked; images are compressed already. */
const TEXT_EXTENSIONS = ['html', 'css', 'js', 'xml', 'svg', 'webmanifest', 'txt'];

/**
 * Those files' types, as nginx's mime.types or a host's own may name them, which nginx compresses (text/html it always
 * does, and warns when it is listed). Caddy's `encode` has its own list, with all of them.
 */
const NGINX_TEXT_TYPES = [
  'text/css',
  'text/javascript',
  'application/javascript',
  'text/xml',
  'application/xml',
  'application/atom+xml',
  'application/rss+xml',
  'image/svg+xml',
  'application/manifest+json',
  'text/plain',
];

/** A header value in double quotes, as all three servers write it. */
const quoted = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;

/**
 * Every block is inside `<IfModule>`, so a server without a module skips its lines instead of answering 500; without
 * mod_rewrite, mod_alias redirects but leaves out the section rules, which need a file test.
 */
export function htaccess(table: RedirectRule[], notFound: LanguageNotFound[] = []): string {
  const moved = movedRules(table);
  const sections = redirectingSectionRules(table);
  // mod_rewrite matches a path in .htaccess without its leading slash.
  const rewrite = (rule: RedirectRule) => `  RewriteRule ${patternSource(rule.from).replace(/^\^\//, '^')} ${rule.to} [R=${rule.status},L]`;
  return `${[
    ...header,
    '# For Apache: the host must allow it (AllowOverride All, as shared hosting does).',
    '',
    `ErrorDocument 404 ${NOT_FOUND}`,
    ...notFound.flatMap(({ prefix, page }) => [`<If "%{REQUEST_URI} =~ m#^${prefix}#">`, `  ErrorDocument 404 ${page}`, '</If>']),
    '',
    '<IfModule mod_rewrite.c>',
    '  RewriteEngine On',
    ...moved.flatMap((rule) => [hostComment(rule.why, '  '), rewrite(rule)]),
    ...sections.flatMap((rule) => [
      hostComment(rule.why, '  '),
      '  RewriteCond %{REQUEST_FILENAME} !-f',
      '  RewriteCond %{REQUEST_FILENAME} !-d',
      rewrite(rule),
    ]),
    '</IfModule>',
    '<IfModule !mod_rewrite.c>',
    '  <IfModule mod_alias.c>',
    ...moved.map((rule) => `    RedirectMatch ${rule.status} ${patternSource(rule.from)} ${rule.to}`),
    '  </IfModule>',
    '</IfModule>',
    '',
    '<IfModule mod_headers.c>',
    ...Object.entries(securityHeaders).map(([name, value]) => `  Header always set ${name} ${quoted(value)}`),
    `  <If "%{REQUEST_URI} =~ m#^${HASHED_ASSETS_PATH}#">`,
    `    Header always set Cache-Control ${quoted(immutableCacheControl)}`,
    '  </If>',
    '  <Else>',
    `    Header always set Cache-Control ${quoted(revalidateCacheControl)}`,
    '  </Else>',
    '</IfModule>',
    '',
    // By extension, not AddOutputFilterByType: mod_filter passes any answer but a 200 through, so the 404 page would not be.
    '# Text compressed when the browser asks, the 404 page too: Brotli where the host has mod_brotli, else gzip.',
    // AddOutputFilter is mod_mime's. In a chain, DEFLATE leaves alone an answer BROTLI_COMPRESS has encoded.
    '<IfModule mod_mime.c>',
    ...compressionFilter('mod_brotli', 'mod_deflate', 'BROTLI_COMPRESS;DEFLATE'),
    ...compressionFilter('mod_brotli', '!mod_deflate', 'BROTLI_COMPRESS'),
    ...compressionFilter('!mod_brotli', 'mod_deflate', 'DEFLATE'),
    '</IfModule>',
  ].join('\n')}\n`;
}

/** The text files' output filters, when both module conditions hold: one extension takes one list of filters. */
function compressionFilter(brotli: string, deflate: string, filters: string): string[] {
  return [
    `  <IfModule ${brotli}.c>`,
    `    <IfModule ${deflate}.c>`,
    `      AddOutputFilter ${filters} ${TEXT_EXTENSIONS.map((extension) => `.${extension}`).join(' ')}`,
    '    </IfModule>',
    '  </IfModule>',
  ];
}

/** Each rule's lines after a blank line and a comment saying why it is there. */
const ruleBlocks = <R extends RedirectRule>(rules: R[], lines: (rule: R, index: number) => string[]) =>
  rules.flatMap((rule, index) => ['', hostComment(rule.why), ...lines(rule, index)]);

/** nginx's `return` drops the visitor's query: this gives it back, with its `?` only when there is one. */
const NGINX_QUERY = '$is_args$args';

/** `<out>.nginx.conf`: to `include` inside the `server {}` block whose `root` is the output folder. */
export function nginxConf(table: RedirectRule[], notFound: LanguageNotFound[] = []): string {
  const headerLines = (indent: string, cacheControl: string) => [
    ...Object.entries(securityHeaders).map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`),
    `${indent}add_header Cache-Control ${quoted(cacheControl)} always;`,
  ];
  return `${[
    ...header,
    '# For nginx: include it inside the server {} block whose root is the output folder.',
    '',
    '# Relative Location headers, so the redirects are right behind a proxy or on any port.',
    'absolute_redirect off;',
    'index index.html;',
    `error_page 404 ${NOT_FOUND};`,
    '',
    "# Text compressed when the browser asks. These override the http block's; a server block that sets gzip,",
    '# gzip_comp_level or gzip_vary itself must drop its own lines, as nginx refuses a directive twice in one block.',
    'gzip on;',
    // nginx's default, level 1, sends a page about a fifth larger; 5 is h5bp's choice, and Caddy's gzip default.
    'gzip_comp_level 5;',
    'gzip_vary on;',
    `gzip_types ${NGINX_TEXT_TYPES.join(' ')};`,
    '',
    '# add_header in a location replaces, not adds to, those of the server: each location repeats them.',
    ...headerLines('', revalidateCacheControl),
    '',
    `location ^~ ${HASHED_ASSETS_PATH} {`,
    ...headerLines('  ', immutableCacheControl),
    '}',
    '',
    // A `types` block replaces the whole map of the block it is in, so it is this location's alone.
    `location = ${MANIFEST} {`,
    '  types {}',
    `  default_type ${MANIFEST_TYPE};`,
    ...headerLines('  ', revalidateCacheControl),
    '}',
    ...notFound.flatMap(({ prefix, page }) => [
      '',
      hostComment(`A missing page under ${prefix} gets that language's 404 page.`),
      `location ${prefix} {`,
      `  error_page 404 ${page};`,
      ...headerLines('  ', revalidateCacheControl),
      '}',
    ]),
    ...ruleBlocks(movedRules(table), (rule) =>
      [rule.from, `${rule.from}/`].map((from) => `location = ${from} { return ${rule.status} ${rule.to}${NGINX_QUERY}; }`),
    ),
    ...ruleBlocks(redirectingSectionRules(table), (rule, index) => [
      `location ~ ${patternSource(rule.from)} { error_page 404 = @section-rule-${index + 1}; }`,
      `location @section-rule-${index + 1} { return ${rule.status} ${rule.to}${NGINX_QUERY}; }`,
    ]),
  ].join('\n')}\n`;
}

/**
 * Caddy's `redir`, and its own slash redirect (in Debian's 2.6), drop the visitor's query: this placeholder, set by the `map`
 * below, gives it back, with its `?` only when there is one.
 */
const CADDY_QUERY = '{query_suffix}';

/** The query placeholder's `map`, and the slash redirect that keeps the query: Caddy's own would drop it. */
const caddyQueryAndSlash = [
  '',
  `map {query} ${CADDY_QUERY} {`,
  // A query of one character or more becomes "?" and the query (the regex's first group).
  `  ~(.+) "?\${1}"`,
  '  default ""',
  '}',
  "# A folder's address without its slash goes to the slash form, keeping the query.",
  '@withoutSlash {',
  '  not path */',
  '  file {path}/index.html',
  '}',
  `redir @withoutSlash {path}/${CADDY_QUERY} 308`,
];

/** `<out>.Caddyfile`: to `import` inside the site block whose `root` is the output folder; it serves the files too. */
export function caddyfile(table: RedirectRule[], notFound: LanguageNotFound[] = []): string {
  return `${[
    ...header,
    '# For Caddy: import it inside the site block whose root is the output folder (root * /path/to/dist).',
    '',
    'header {',
    ...Object.entries(securityHeaders).map(([name, value]) => `  ${name} ${quoted(value)}`),
    '}',
    `@hashedAssets path ${HASHED_ASSETS_PATH}*`,
    `header @hashedAssets Cache-Control ${quoted(immutableCacheControl)}`,
    `@notHashedAssets not path ${HASHED_ASSETS_PATH}*`,
    `header @notHashedAssets Cache-Control ${quoted(revalidateCacheControl)}`,
    // Only when the file is there: a header set here stays on the 404 page.
    '@manifest {',
    `  path ${MANIFEST}`,
    '  file',
    '}',
    `header @manifest Content-Type ${MANIFEST_TYPE}`,
    ...caddyQueryAndSlash,
    // Caddy's path matcher ignores case, so a moved "/About" would send the live "/about/" to itself; its regexp does not.
    ...ruleBlocks(movedRules(table), (rule, index) => [
      `@moved${index + 1} path_regexp ${patternSource(rule.from)}`,
      `redir @moved${index + 1} ${rule.to}${CADDY_QUERY} ${rule.status}`,
    ]),
    ...ruleBlocks(redirectingSectionRules(table), (rule, index) => [
      `@sectionRule${index + 1} {`,
      `  path_regexp ${patternSource(rule.from)}`,
      '  not file {path} {path}/',
      '}',
      `redir @sectionRule${index + 1} ${rule.to}${CADDY_QUERY} ${rule.status}`,
    ]),
    '',
    // Caddy 2.6's bare `encode` encodes nothing, so the formats are named; beside an `encode` of the site block's own,
    // an answer is still encoded once (an encoder leaves an answer that has a Content-Encoding alone).
    'encode zstd gzip',
    'file_server',
    'handle_errors {',
    // The headers set above stay on an error; a 404 under /assets/ must not keep the year-long policy of the files there.
    `  header Cache-Control ${quoted(revalidateCacheControl)}`,
    // The 404 page is served by these routes, which the `encode` above does not wrap.
    '  encode zstd gzip',
    ...notFound.flatMap(({ prefix, page }, index) => [
      `  @notFound${index + 1} expression \`{err.status_code} == 404 && path('${prefix}*')\``,
      `  handle @notFound${index + 1} {`,
      `    rewrite * ${page}`,
      '    file_server',
      '  }',
    ]),
    '  @notFound expression {err.status_code} == 404',
    '  handle @notFound {',
    `    rewrite * ${NOT_FOUND}`,
    '    file_server',
    '  }',
    '}',
  ].join('\n')}\n`;
}
