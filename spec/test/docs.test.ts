// The docs site, built fresh and opened in headless Chromium from a local static server: the
// landing page links to both references, each reference renders every operation of its document,
// and no page reaches outside the site.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_NAMES, bundledSpecPath, listOperations, loadSpecFile, type ApiName } from '../../contract/index.ts';
import { buildDocs, type BuiltApi } from '../../docs/build.ts';
import { parse as parseYaml } from 'yaml';
import { STREAMING_SPEC } from '../../tools/lint-asyncapi.ts';

const CHROMIUM = '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);
const skipNote = haveChromium ? '' : ` (skipped: ${CHROMIUM} not found; make system-deps installs it)`;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.md': 'text/plain',
};

function serve(root: string): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address() as { port: number };
      resolve({ server, base: `http://127.0.0.1:${addr.port}` });
    }),
  );
}

describe.skipIf(!haveChromium)(`docs site in Chromium${skipNote}`, () => {
  let dir: string;
  let userDataDir: string;
  let built: BuiltApi[];
  let server: Server;
  let base: string;
  let context: BrowserContext;
  const outside: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'docs-site-'));
    userDataDir = mkdtempSync(join(tmpdir(), 'docs-chromium-'));
    built = await buildDocs(dir);
    ({ server, base } = await serve(dir));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    // Anything not served by the site is refused and remembered: the pages must work offline.
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(base) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      outside.push(url);
      return route.abort();
    });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  });

  async function open(path: string): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(`${path}: ${e.message}`));
    const res = await page.goto(`${base}/${path}`, { waitUntil: 'load' });
    expect(res?.status(), path).toBe(200);
    return page;
  }

  it('landing page links to the reference of every bundled api and to getting started', async () => {
    const present = API_NAMES.filter((api) => existsSync(bundledSpecPath(api)));
    expect(built.map((b) => b.api)).toEqual(present);
    const page = await open('index.html');
    const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href')));
    for (const api of present) expect(hrefs, `link to ${api}`).toContain(`${api}/index.html`);
    expect(hrefs).toContain('getting-started.html');
    expect(hrefs).toContain('operators.html');
    for (const href of new Set(hrefs)) {
      if (href && !/^[a-z]+:/.test(href)) {
        const res = await page.request.get(`${base}/${href}`);
        expect(res.status(), `link ${href}`).toBe(200);
      }
    }
    await page.close();
  });

  it('getting started renders its sections', async () => {
    const page = await open('getting-started.html');
    const headings = await page.$$eval('h2', (hs) => hs.map((h) => h.textContent ?? ''));
    for (const want of [
      'Run the local stack',
      'API v2 with curl',
      'TonClient',
      'tonweb',
      'API v3 with curl',
      'Streaming',
      'API keys',
      'Errors',
    ]) {
      expect(
        headings.some((h) => h.includes(want)),
        `section ${want}`,
      ).toBe(true);
    }
    await page.close();
  });

  it('the operators page renders its sections', async () => {
    const page = await open('operators.html');
    const headings = await page.$$eval('h2', (hs) => hs.map((h) => h.textContent ?? ''));
    for (const want of [
      'What it needs',
      'Without containers',
      'Keys and plans',
      'Sizing',
      'Upgrades',
      'index from the head',
      'container image',
    ]) {
      expect(
        headings.some((h) => h.includes(want)),
        `section ${want}`,
      ).toBe(true);
    }
    await page.close();
  });

  for (const api of API_NAMES as ApiName[]) {
    const present = existsSync(bundledSpecPath(api));
    it.skipIf(!present)(
      `${api} reference renders every operation${present ? '' : ` (skipped: ${bundledSpecPath(api)} not built)`}`,
      async () => {
        const ops = listOperations(loadSpecFile(bundledSpecPath(api)));
        const page = await open(`${api}/index.html`);
        await page.waitForSelector('[data-section-id*="operation/"]', { timeout: 60_000 });
        const sections = await page.$$eval('[data-section-id*="operation/"]', (els) => [
          ...new Set(els.map((e) => e.getAttribute('data-section-id') ?? '')),
        ]);
        const rendered = new Set(sections.map((id) => id.slice(id.lastIndexOf('operation/') + 'operation/'.length)));
        expect(
          ops.filter((o) => !rendered.has(o.operationId)).map((o) => o.operationId),
          'operations without a section',
        ).toEqual([]);
        expect(rendered.size).toBe(ops.length);
        const text = await page.innerText('#redoc');
        expect(
          ops.filter((o) => o.summary && !text.includes(o.summary)).map((o) => o.operationId),
          'summaries not shown',
        ).toEqual([]);
        await page.close();
      },
      120_000,
    );
  }

  it('streaming reference renders every channel and message of the AsyncAPI document', async () => {
    // Read as plain YAML (the AsyncAPI parser already validated it in the build): channels, and each
    // operation's messages as `<channel>/<message>`, in document order.
    const doc = parseYaml(readFileSync(STREAMING_SPEC, 'utf8')) as {
      channels: Record<string, unknown>;
      operations: Record<string, { channel: { $ref: string }; messages: Array<{ $ref: string }> }>;
    };
    const last = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);
    const page = await open('streaming/index.html');
    const channels = await page.$$eval('h2.channel', (hs) => hs.map((h) => h.id));
    expect(channels).toEqual(Object.keys(doc.channels).map((c) => `channel-${c}`));
    const shown = await page.$$eval('section.message', (ss) => ss.map((s) => s.getAttribute('data-message')));
    const expected = Object.keys(doc.channels).flatMap((c) =>
      Object.values(doc.operations)
        .filter((o) => last(o.channel.$ref) === c)
        .flatMap((o) => o.messages.map((m) => `${c}/${last(m.$ref)}`)),
    );
    expect(shown).toEqual(expected);
    const text = await page.innerText('main');
    for (const field of ['min_finality', 'trace_external_hash_norms', 'include_address_book', 'action_types'])
      expect(text).toContain(field);
    const res = await page.request.get(`${base}/streaming/asyncapi.yaml`);
    expect(res.status()).toBe(200);
    await page.close();
  }, 120_000);

  it('no page fetched anything outside the site or threw', () => {
    expect(outside).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
