// How each transport frames its messages, as the channel descriptions of asyncapi.yaml say now, in one place so
// that a change of the contract is one change here. SSE (S15): every message is one event with an `event:` name
// and one `data:` line holding a JSON object: `connected` for `{status: "subscribed"}`, `closed` for the server's
// `{status: "closed"}`, `event` for every notification; a comment line is `: keepalive`.
// WebSocket: every frame is one JSON object in a text frame.

/** The `event:` name the contract gives an SSE message. */
export function sseEventName(message: unknown): 'connected' | 'closed' | 'event' {
  const status = (message as { status?: unknown } | null)?.status;
  return status === 'subscribed' ? 'connected' : status === 'closed' ? 'closed' : 'event';
}

/** One SSE message framed as the contract frames it (the mutants' proxy re-frames what it relays with it): its
 *  `position`, when it has one, is also the event's `id:` (S16). */
export function sseFrame(message: unknown): string {
  const position = (message as { position?: unknown } | null)?.position;
  const id = typeof position === 'string' ? `id: ${position}\n` : '';
  return `event: ${sseEventName(message)}\n${id}data: ${JSON.stringify(message)}\n\n`;
}

/** What is wrong with one SSE event block (its lines, without the blank line ending it), or undefined. */
export function sseBlockProblem(block: string[]): string | undefined {
  // `id:` and `retry:` are the SSE standard's own fields: they do not change what a client reads
  const lines = block.filter((l) => l !== '' && !/^(id|retry)(:|$)/.test(l));
  const data = lines.filter((l) => l.startsWith('data:'));
  const comments = lines.filter((l) => l.startsWith(':'));
  const names = lines.filter((l) => /^event(:|$)/.test(l));
  const other = lines.filter((l) => !l.startsWith('data:') && !l.startsWith(':') && !/^event(:|$)/.test(l));
  if (other.length)
    return `lines that are neither \`event:\`, \`data:\` nor a comment: ${JSON.stringify(other.slice(0, 3))}`;
  const odd = comments.find((c) => c.slice(1).trim() !== 'keepalive');
  if (odd !== undefined) return `a comment line ${JSON.stringify(odd)}; the contract's comment is ": keepalive"`;
  if (data.length > 1)
    return `one event spread over ${data.length} \`data:\` lines; the contract sends one JSON object per line`;
  if (data.length === 0) return names.length ? `an \`event:\` line without data (${names[0]})` : undefined;
  const text = data[0]!.slice(5).replace(/^ /, '');
  const problem = jsonObjectProblem(text);
  if (problem) return problem;
  const expected = sseEventName(JSON.parse(text));
  const given = names.map((l) => l.slice(6).replace(/^ /, ''));
  if (given.length !== 1 || given[0] !== expected)
    return `${given.length ? `\`event: ${given.join(', ')}\`` : 'no `event:` line'} on ${text.slice(0, 80)}; the contract names it \`event: ${expected}\` (S15)`;
  return undefined;
}

/** What is wrong with one WebSocket frame the server sent, or undefined. */
export function wsFrameProblem(text: string, isBinary: boolean): string | undefined {
  if (isBinary) return 'a binary frame; the contract sends every message as one JSON text frame';
  return jsonObjectProblem(text);
}

function jsonObjectProblem(text: string): string | undefined {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return `not one JSON value: ${text.slice(0, 120)}`;
  }
  return v !== null && typeof v === 'object' && !Array.isArray(v)
    ? undefined
    : `a JSON ${Array.isArray(v) ? 'array' : typeof v} instead of one object: ${text.slice(0, 120)}`;
}
