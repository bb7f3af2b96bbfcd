import { opcodeInput } from '../convert.ts';
import { decodeBodyInput, opcodeName } from '../decode.ts';
import type { V3HandlerGroup } from './types.ts';

/** /decode runs the built-in decoder of the standard message bodies (TEP-74, TEP-62, comments). */
function decode(input: { opcodes?: string[]; bodies?: string[] }) {
  const opcodes = (input.opcodes ?? []).map((o) => opcodeName(opcodeInput(o)) ?? 'unknown');
  const bodies = (input.bodies ?? []).map(decodeBodyInput);
  return { opcodes, bodies };
}

export const utilsHandlers = {
  decodeGet: async (input) => decode(input),
  decodePost: async (input) => decode(input),
} satisfies V3HandlerGroup<'decodeGet' | 'decodePost'>;
