// How each transport frames its messages, as the channel descriptions of asyncapi.yaml say now, in one place so
// that a change of the contract (SSE `event:` names, say) is one change here. SSE: every notification is one
// event whose one `data:` line is a JSON object, with no `event:` name; a comment line is `: keepalive`.
// WebSocket: every frame is one JSON object in a text frame.

/** What is wrong with one SSE event block (its lines, without the blank line ending it), or undefined. */
export function sseBlockProblem(block: string[]): string | undefined {
  // `id:` and `retry:` are the SSE standard's own fields: they do not change what a client reads
  const lines = block.filter((l) => l !== '' && !/^(id|retry)(:|$)/.test(l));
  const data = lines.filter((l) => l.startsWith('data:'));
  const comments = lines.filter((l) => l.startsWith(':'));
  const other = lines.filter((l) => !l.startsWith('data:') && !l.startsWith(':'));
  if (other.some((l) => /^event\s*:/.test(l)))
    return `an event carries an \`event:\` line (${other.find((l) => /^event\s*:/.test(l))}); the contract sends notifications without an event name`;
  if (other.length) return `lines that are neither \`data:\` nor a comment: ${JSON.stringify(other.slice(0, 3))}`;
  const odd = comments.find((c) => c.slice(1).trim() !== 'keepalive');
  if (odd !== undefined) return `a comment line ${JSON.stringify(odd)}; the contract's comment is ": keepalive"`;
  if (data.length > 1)
    return `one event spread over ${data.length} \`data:\` lines; the contract sends one JSON object per line`;
  if (data.length === 1) return jsonObjectProblem(data[0]!.slice(5).replace(/^ /, ''));
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
