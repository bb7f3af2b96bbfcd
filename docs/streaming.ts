// The Streaming API reference page: a static rendering of spec/streaming/asyncapi.yaml as the AsyncAPI
// parser reads it (channels, operations, messages), with each payload's fields from the contract's
// schemas; v3 records are named and linked to the v3 reference rather than repeated.
import { readFileSync } from 'node:fs';
import { marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import { parseStreamingSpec, STREAMING_SPEC } from '../tools/lint-asyncapi.ts';
import { escapeHtml, page } from './templates.ts';

type Schema = Record<string, any>;

export interface BuiltStreaming {
  title: string;
  version: string;
  channels: number;
  messages: string[];
  html: string;
  yaml: string;
}

const md = (text: string | undefined) => (text ? (marked.parse(text, { async: false }) as string) : '');

function refName(ref: string): { name: string; v3: boolean } {
  const name = ref.slice(ref.lastIndexOf('/') + 1).replace(/\.yaml$/, '');
  return { name, v3: ref.includes('v3/components') };
}

/** A one-line type: `string`, `const "x"`, enum values, `Transaction[]` (v3 link), `map of …`. */
function typeOf(s: Schema): string {
  if (s.$ref) {
    const { name, v3 } = refName(s.$ref);
    return v3
      ? `<a href="../v3/index.html">v3 ${escapeHtml(name)}</a>`
      : `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
  }
  if (s.const !== undefined) return `<code>${escapeHtml(JSON.stringify(s.const))}</code>`;
  if (s.enum) return s.enum.map((v: unknown) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(' | ');
  if (s.allOf?.length === 1) return typeOf(s.allOf[0]);
  if (s.type === 'array') return `${typeOf(s.items ?? {})}[]`;
  if (s.type === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object')
    return `map of ${typeOf(s.additionalProperties)}`;
  return escapeHtml(String(s.type ?? 'any'));
}

/** Fields of a schema, allOf branches merged, as a table. */
function fieldsTable(schemas: Record<string, Schema>, s: Schema): string {
  const rows: string[] = [];
  const walk = (x: Schema) => {
    if (x.$ref && !x.$ref.includes('v3/')) return walk(schemas[refName(x.$ref).name] ?? {});
    for (const part of x.allOf ?? []) walk(part);
    const required = new Set<string>(x.required ?? []);
    for (const [name, p] of Object.entries<Schema>(x.properties ?? {})) {
      rows.push(
        `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? ' <small>required</small>' : ''}</td><td>${typeOf(p)}</td><td>${md(p.description ?? (p.default !== undefined ? `Default \`${JSON.stringify(p.default)}\`.` : ''))}</td></tr>`,
      );
    }
  };
  walk(s);
  if (!rows.length) return '';
  return `<table class="fields"><tr><th>Field</th><th>Type</th><th>Description</th></tr>${rows.join('')}</table>`;
}

export async function buildStreamingPage(): Promise<BuiltStreaming> {
  const { document, problems } = await parseStreamingSpec();
  if (!document || problems.length)
    throw new Error(`spec/streaming/asyncapi.yaml is not valid: ${problems.map((p) => p.message).join('; ')}`);
  const yaml = readFileSync(STREAMING_SPEC, 'utf8');
  const schemas = (parseYaml(yaml) as { components: { schemas: Record<string, Schema> } }).components.schemas;
  const info = document.info();
  const parts: string[] = [
    `<h1>${escapeHtml(info.title())} ${escapeHtml(info.version())}</h1>`,
    md(info.description()),
    '<p>The contract: <a href="asyncapi.yaml">asyncapi.yaml</a> (AsyncAPI 3.0). Decisions: <code>spec/streaming/DECISIONS.md</code>.</p>',
  ];
  parts.push('<h2 id="servers">Servers</h2><ul>');
  for (const s of document.servers())
    parts.push(
      `<li><code>${escapeHtml(s.protocol())}://${escapeHtml(s.host())}${escapeHtml(s.pathname() ?? '')}</code> — ${md(s.description()).replace(/^<p>|<\/p>\n?$/g, '')}</li>`,
    );
  parts.push('</ul>');
  const messages: string[] = [];
  for (const ch of document.channels()) {
    parts.push(
      `<h2 id="channel-${escapeHtml(ch.id())}" class="channel">${escapeHtml((ch.json() as { title?: string }).title ?? ch.id())} <code>${escapeHtml(ch.address() ?? '')}</code></h2>`,
      md(ch.description()),
    );
    for (const op of document.operations().filter((o) =>
      o
        .channels()
        .all()
        .some((c) => c.id() === ch.id()),
    )) {
      parts.push(
        `<h3>${op.action() === 'send' ? 'Client sends' : 'Client receives'}: ${escapeHtml(op.summary() ?? op.id() ?? '')}</h3>`,
      );
      for (const m of op.messages().all()) {
        const payloadId = m.payload()?.id() ?? '';
        messages.push(`${ch.id()}/${m.id()}`);
        parts.push(
          `<section class="message" data-message="${escapeHtml(ch.id())}/${escapeHtml(m.id())}"><h4><code>${escapeHtml(m.name() ?? m.id())}</code> ${escapeHtml(m.summary() ?? m.title() ?? '')}</h4>`,
          fieldsTable(schemas, schemas[payloadId] ?? {}),
        );
        for (const ex of m.examples().all())
          parts.push(`<pre><code>${escapeHtml(JSON.stringify(ex.payload()))}</code></pre>`);
        parts.push('</section>');
      }
    }
  }
  parts.push('<h2 id="schemas">Shared schemas</h2>');
  for (const name of ['Subscription', 'Finality', 'EventType', 'TraceEventBase', 'WebhookHeaders', 'WebhookTest']) {
    parts.push(
      `<h3 id="schema-${name}">${name}</h3>`,
      md(schemas[name]?.description),
      fieldsTable(schemas, schemas[name] ?? {}) || `<p>${typeOf(schemas[name] ?? {})}</p>`,
    );
  }
  const html = page(`${info.title()} reference`, parts.join('\n'), '../');
  return { title: info.title(), version: info.version(), channels: document.channels().length, messages, html, yaml };
}
