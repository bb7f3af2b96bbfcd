// HTML of the site's own pages (the references are Redoc pages, see build.ts).
import type { BuiltApi } from './build.ts';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const STYLE = `
body { font: 16px/1.6 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1b2733; margin: 0; }
header { background: #0b2239; color: #fff; padding: 12px 24px; }
header a { color: #fff; margin-right: 20px; text-decoration: none; font-weight: 600; }
main { max-width: 880px; margin: 0 auto; padding: 24px; }
a { color: #0077b5; }
pre { background: #f3f6f9; padding: 12px 16px; overflow-x: auto; border-radius: 6px; font-size: 14px; }
code { font-family: ui-monospace, "SFMono-Regular", Menlo, monospace; }
table { border-collapse: collapse; } th, td { border: 1px solid #d5dde5; padding: 4px 10px; text-align: left; }
.cards { display: flex; gap: 16px; flex-wrap: wrap; }
.card { flex: 1 1 260px; border: 1px solid #d5dde5; border-radius: 8px; padding: 16px; }
.card h2 { margin-top: 0; }
`;

/** A site page; `root` is the way back to the site's top from the page's folder ('' or '../'). */
export function page(title: string, bodyHtml: string, root = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · TON HTTP API</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="${root}index.html">TON HTTP API</a><a href="${root}v2/index.html">API v2</a><a href="${root}v3/index.html">API v3</a><a href="${root}streaming/index.html">Streaming</a><a href="${root}webhooks.html">Webhooks</a><a href="${root}getting-started.html">Getting started</a><a href="${root}operators.html">Operators</a></header>
<main>
${bodyHtml}
</main>
</body>
</html>
`;
}

const ABOUT: Record<string, string> = {
  v2: 'Non-indexed: reads accounts, blocks, transactions and config straight from liteservers, runs get-methods, sends messages. REST (GET and POST) plus one JSON-RPC endpoint; what <code>@ton/ton</code> TonClient and tonweb speak.',
  v3: 'Indexed: blocks, transactions, messages, account and wallet states, jettons, NFTs, DNS, multisig, vesting, actions and traces, served from PostgreSQL with filters and paging.',
};

export function landingPage(
  apis: BuiltApi[],
  streaming?: { title: string; version: string; messages: number },
): string {
  const cards =
    apis
      .map(
        (b) => `<div class="card">
<h2><a class="reference-link" data-api="${b.api}" href="${b.api}/index.html">${escapeHtml(b.title)}</a></h2>
<p>Version ${escapeHtml(b.version)} · ${b.operations} operations · mounted at <code>/api/${b.api}</code></p>
<p>${ABOUT[b.api] ?? ''}</p>
<p><a href="${b.api}/index.html">Reference</a> · <a href="${b.api}/openapi.json">openapi.json</a></p>
</div>`,
      )
      .join('\n') +
    (streaming
      ? `\n<div class="card">
<h2><a class="reference-link" data-api="streaming" href="streaming/index.html">${escapeHtml(streaming.title)}</a></h2>
<p>Version ${escapeHtml(streaming.version)} · SSE and WebSocket · mounted at <code>/api/streaming/v2</code></p>
<p>Push instead of polling: transactions, actions and traces of subscribed accounts as <code>pending</code>, <code>confirmed</code>, <code>finalized</code>, with API v3's records.</p>
<p><a href="streaming/index.html">Reference</a> · <a href="streaming/asyncapi.yaml">asyncapi.yaml</a></p>
</div>`
      : '');
  return page(
    'TON HTTP API',
    `<h1>TON HTTP API</h1>
<p>The reference for TON's HTTP data APIs, compatible with toncenter: the contract (OpenAPI 3.1 documents for
API v2 and v3), a reference server to deploy, and a conformance suite that judges any implementation by the contract.</p>
<div class="cards">
${cards}
</div>
<h2>Start here</h2>
<ul>
<li><a href="getting-started.html">Getting started</a>: run the local stack, call v2 with curl, <code>@ton/ton</code> and tonweb, call v3, API keys and errors.</li>
<li><a href="webhooks.html">Webhooks</a>: chain events pushed to your endpoint, signed, retried until taken, in order.</li>
<li><a href="operators.html">Operators</a>: run the server and the indexer on mainnet or testnet, with the container image or without, keys, sizing, upgrades.</li>
<li>Implementers: validate a server with the conformance suite (<code>ton-api-conformance --v2 http://host/api/v2 --v3 http://host/api/v3</code>), which checks every
response against these documents.</li>
<li>The documents are the source of truth: <code>spec/v2/</code> and <code>spec/v3/</code> in the repository, one file per operation;
each point where existing implementations disagree is settled in <code>spec/v2/DECISIONS.md</code> and <code>spec/v3/DECISIONS.md</code>.</li>
</ul>
`,
  );
}
