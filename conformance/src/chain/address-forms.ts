// The input forms of an address the v2 utilities take (v2 D18), and what @ton/core computes for each: raw,
// bounceable url-safe, non-bounceable test-only standard base64, non-bounceable url-safe.
import { Address } from '@ton/core';

export interface AddressForm {
  input: string;
  label: string;
  /** the flags a friendly input carries; raw input has none (packAddress makes it bounceable, mainnet) */
  bounceable: boolean;
  testOnly: boolean;
  friendly: boolean;
}

export function addressForms(a: Address): AddressForm[] {
  const f = (bounceable: boolean, testOnly: boolean, urlSafe: boolean): AddressForm => ({
    input: a.toString({ bounceable, testOnly, urlSafe }),
    label: `${bounceable ? '' : 'non-'}bounceable${testOnly ? ' test-only' : ''} ${urlSafe ? 'b64url' : 'b64'}`,
    bounceable,
    testOnly,
    friendly: true,
  });
  return [
    { input: a.toRawString(), label: 'raw', bounceable: true, testOnly: false, friendly: false },
    f(true, false, true),
    f(false, true, false),
    f(false, false, true),
  ];
}

/** An address of the same workchain whose hex has letters in it, so a case that judges letter case never
 *  rests only on an address like -1:3333…3 whose hex is all digits. */
export function letteredCompanion(a: Address): Address {
  return new Address(a.workChain, Buffer.alloc(32, 0xa5));
}
