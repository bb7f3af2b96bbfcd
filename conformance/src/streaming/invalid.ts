// Subscriptions the contract refuses (Subscription schema, S4), each with the field whose rule it breaks:
// sent as an SSE body they must be answered 422 (400 for a body that is not JSON), sent as a WebSocket
// `subscribe` they must get an error reply with the same code (S5). A field the contract does not name is no
// reason to refuse (S4, as upstream ignores it): `UNKNOWN_FIELD` is what the protocol checks send to prove it.
import { Address } from '@ton/core';

export const ZERO = `0:${'0'.repeat(64)}`;

/** A field no version of the contract names, sent where it must be ignored. */
export const UNKNOWN_FIELD = 'conformance_extra';

/** 1001 distinct addresses, one over the contract's maxItems, in a short form so that only maxItems can refuse them. */
function tooManyAddresses(): string[] {
  return Array.from({ length: 1001 }, (_, i) => {
    const hash = Buffer.alloc(32);
    hash.writeUInt32BE(i + 1, 28);
    return new Address(0, hash).toString({ urlSafe: true, bounceable: false });
  });
}

export interface InvalidSubscription {
  name: string;
  body: Record<string, unknown>;
  field: string;
  decision: string;
}

export function invalidSubscriptions(): InvalidSubscription[] {
  const ok = { types: ['transactions'], addresses: [ZERO] };
  return [
    { name: 'types missing', body: { addresses: [ZERO] }, field: 'types', decision: 'S4' },
    { name: 'types empty', body: { types: [], addresses: [ZERO] }, field: 'types', decision: 'S4' },
    { name: 'unknown event type', body: { types: ['blocks'], addresses: [ZERO] }, field: 'types', decision: 'S4' },
    {
      name: 'repeated event type',
      body: { types: ['transactions', 'transactions'], addresses: [ZERO] },
      field: 'types',
      decision: 'S4',
    },
    {
      name: 'addresses missing for transactions',
      body: { types: ['transactions'] },
      field: 'addresses',
      decision: 'S4',
    },
    {
      name: 'malformed address',
      body: { types: ['transactions'], addresses: ['not an address'] },
      field: 'addresses',
      decision: 'S4',
    },
    {
      name: '1001 addresses',
      body: { types: ['transactions'], addresses: tooManyAddresses() },
      field: 'addresses',
      decision: 'S7',
    },
    {
      name: 'trace without trace_external_hash_norms',
      body: { types: ['trace'] },
      field: 'trace_external_hash_norms',
      decision: 'S4',
    },
    {
      name: 'malformed trace hash',
      body: { types: ['trace'], trace_external_hash_norms: ['abc'] },
      field: 'trace_external_hash_norms',
      decision: 'S4',
    },
    { name: 'unknown min_finality', body: { ...ok, min_finality: 'soon' }, field: 'min_finality', decision: 'S4' },
    {
      name: 'include_address_book not a boolean',
      body: { ...ok, include_address_book: 'yes' },
      field: 'include_address_book',
      decision: 'S4',
    },
    {
      name: 'malformed action type',
      body: { types: ['actions'], addresses: [ZERO], action_types: ['not a type'] },
      field: 'action_types',
      decision: 'S4',
    },
  ];
}

/** The pointer of the rule: the field's schema, or the Subscription object itself. */
export const fieldPointer = (field: string): string =>
  `#/components/schemas/Subscription${field ? `/properties/${field}` : ''}`;
