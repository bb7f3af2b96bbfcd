// `make docs`: writes the static documentation site to docs/dist/ (or --out <dir>).
//   index.html            landing page
//   v2/index.html, v3/    API references (Redoc, bundle and document inlined: nothing is fetched at view time)
//   v2/openapi.json, v3/  the bundled documents, for tools and downloads
//   streaming/index.html  Streaming API reference, rendered from spec/streaming/asyncapi.yaml (docs/streaming.ts)
//   getting-started.html  rendered from docs/getting-started.md
//   operators.html        rendered from docs/operators.md
//   sizing.html           rendered from docs/sizing.md
//   webhooks.html         rendered from docs/webhooks.md
// Builds offline from generated/ (run `make generate` first when spec/ changed). The command (not `buildDocs`) skips
// the build when the site in the output folder was built from the same inputs (`.build-stamp`, a hash of them), so
// `make run` starts again without rebuilding it; `--force` builds anyway.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NAMES, bundledSpecPath, loadSpecFile, listOperations, repoRoot, type ApiName } from '../contract/index.ts';
import { escapeHtml, landingPage, page } from './templates.ts';

const docsDir = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export interface BuiltApi {
  api: ApiName;
  title: string;
  version: string;
  operations: number;
}

/** Redoc options: everything rendered eagerly, so every operation is in the page once it loads. */
const REDOC_OPTIONS = {
  lazyRendering: false,
  expandResponses: '200',
  jsonSampleExpandLevel: 4,
  pathInMiddlePanel: true,
  hideHostname: false,
  theme: { colors: { primary: { main: '#0088cc' } } },
};

// Redoc's sidebar attribution shows a logo it loads from cdn.redoc.ly at view time; the site must
// not reach the internet, so the image is served inline instead (the attribution link stays).
const CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const INLINE_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="16"><text x="0" y="12" font-family="sans-serif" font-size="12" fill="#777">Redocly</text></svg>',
)}`;

function offlineRedoc(bundle: string): string {
  if (!bundle.includes(CDN_LOGO)) return bundle;
  return bundle.split(CDN_LOGO).join(INLINE_LOGO);
}

/** Text inlined in a <script> element must not close it early. */
function scriptSafe(text: string): string {
  return text.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

function referencePage(api: ApiName, doc: Record<string, unknown>, redocBundle: string): string {
  const info = doc.info as { title: string; version: string };
  const spec = JSON.stringify(doc).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} ${escapeHtml(info.version)} reference</title>
<style>body { margin: 0; padding: 0; } .site-bar { font: 14px system-ui, sans-serif; padding: 8px 16px; background: #0b2239; }
.site-bar a { color: #fff; margin-right: 16px; text-decoration: none; }</style>
</head>
<body>
<nav class="site-bar"><a href="../index.html">TON HTTP API</a><a href="../getting-started.html">Getting started</a><a href="openapi.json">openapi.json</a></nav>
<div id="redoc" data-api="${api}"></div>
<script>${scriptSafe(redocBundle)}</script>
<script>
Redoc.init(${spec}, ${JSON.stringify(REDOC_OPTIONS)}, document.getElementById('redoc'));
</script>
</body>
</html>
`;
}

/** Any reference to a script, stylesheet, font or image outside the site fails the build. */
export function externalResources(html: string): string[] {
  const found: string[] = [];
  const patterns = [
    /<script[^>]*\ssrc=["']?(https?:)?\/\/[^"'\s>]+/gi,
    /<link[^>]*\shref=["']?(https?:)?\/\/[^"'\s>]+/gi,
    /<img[^>]*\ssrc=["']?(https?:)?\/\/[^"'\s>]+/gi,
    /@import\s+url\(["']?(https?:)?\/\/[^)]+\)/gi,
  ];
  for (const re of patterns) for (const m of html.matchAll(re)) found.push(m[0]);
  return found;
}

export async function buildDocs(outDir: string): Promise<BuiltApi[]> {
  // loaded here, not at the top: a build skipped for its stamp (`make run` again) then costs no parser's start-up
  const { marked } = await import('marked');
  const { buildStreamingPage } = await import('./streaming.ts');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const redocBundle = offlineRedoc(readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8'));
  const built: BuiltApi[] = [];
  for (const api of API_NAMES) {
    const file = bundledSpecPath(api);
    if (!existsSync(file)) {
      console.warn(`docs: ${file} not found, the ${api} reference is left out (run make generate)`);
      continue;
    }
    const doc = loadSpecFile(file);
    const html = referencePage(api, doc, redocBundle);
    const external = externalResources(html);
    if (external.length)
      throw new Error(`docs/${api}: the page would fetch external resources: ${external.join(', ')}`);
    mkdirSync(join(outDir, api), { recursive: true });
    writeFileSync(join(outDir, api, 'index.html'), html);
    copyFileSync(file, join(outDir, api, 'openapi.json'));
    built.push({ api, title: doc.info.title, version: doc.info.version, operations: listOperations(doc).length });
  }
  const guide = await marked.parse(readFileSync(join(docsDir, 'getting-started.md'), 'utf8'));
  writeFileSync(join(outDir, 'getting-started.html'), page('Getting started', guide));
  const operators = await marked.parse(readFileSync(join(docsDir, 'operators.md'), 'utf8'));
  writeFileSync(join(outDir, 'operators.html'), page('Operating the reference server', operators));
  const sizing = await marked.parse(readFileSync(join(docsDir, 'sizing.md'), 'utf8'));
  writeFileSync(join(outDir, 'sizing.html'), page('Sizing the index', sizing));
  const webhooks = await marked.parse(readFileSync(join(docsDir, 'webhooks.md'), 'utf8'));
  writeFileSync(join(outDir, 'webhooks.html'), page('Webhooks', webhooks));
  const streaming = await buildStreamingPage();
  mkdirSync(join(outDir, 'streaming'), { recursive: true });
  writeFileSync(join(outDir, 'streaming', 'index.html'), streaming.html);
  writeFileSync(join(outDir, 'streaming', 'asyncapi.yaml'), streaming.yaml);
  writeFileSync(
    join(outDir, 'index.html'),
    landingPage(built, { title: streaming.title, version: streaming.version, messages: streaming.messages.length }),
  );
  return built;
}

/** Where the output folder records the hash of the inputs it was built from. */
export const BUILD_STAMP = '.build-stamp';

/**
 * A hash of everything the site is built from: this folder's pages and code, the contracts (spec/, which the
 * streaming page reads with its references into the v3 components, and the bundled documents), and the lock file
 * (the versions of Redoc and marked, which render them).
 */
export function docsInputsHash(): string {
  const spec = join(repoRoot, 'spec');
  const files = [
    ...readdirSync(docsDir)
      .filter((f) => /\.(md|ts)$/.test(f))
      .map((f) => join(docsDir, f)),
    ...readdirSync(spec, { recursive: true, encoding: 'utf8' }).map((f) => join(spec, f)),
    ...API_NAMES.map((api) => bundledSpecPath(api)),
    join(repoRoot, 'package-lock.json'),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    if (existsSync(file) && !statSync(file).isFile()) continue;
    hash.update(`${relative(repoRoot, file)}\0`);
    hash.update(existsSync(file) ? readFileSync(file) : 'absent');
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** `buildDocs`, unless `outDir` holds a site built from the same inputs (or `force`); undefined when skipped. */
export async function buildDocsIfChanged(outDir: string, force = false): Promise<BuiltApi[] | undefined> {
  const inputs = docsInputsHash();
  const stamp = join(outDir, BUILD_STAMP);
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs) return undefined;
  const built = await buildDocs(outDir);
  // written last: a build that failed halfway leaves no stamp, so the next one starts over
  writeFileSync(stamp, inputs);
  return built;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf('--out');
  const out = flag >= 0 && process.argv[flag + 1] ? resolve(process.argv[flag + 1]!) : join(docsDir, 'dist');
  const built = await buildDocsIfChanged(out, process.argv.includes('--force'));
  if (!built) console.log(`docs: ${out} is up to date (built from the same inputs; --force rebuilds)`);
  for (const b of built ?? [])
    console.log(`docs: ${b.api} reference, ${b.title} ${b.version}, ${b.operations} operations`);
  if (built) console.log(`docs: site written to ${out}`);
}
