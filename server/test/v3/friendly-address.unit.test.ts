// friendlyAddress keeps the forms it wrote: each raw address and flag combination gives the library's form,
// the same the second time, and never another combination's.
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { friendlyAddress } from '../../src/v3/convert.ts';

describe('friendlyAddress', () => {
  it("writes the library's form for each flag combination, the first time and again", () => {
    for (const raw of ['0:83DFD552E63729B472FCBCC8C45EBCC6691702558B68EC7527E1BA403A0F31A8', `-1:${'3'.repeat(64)}`])
      for (let pass = 0; pass < 2; pass++) {
        const forms = new Set<string>();
        for (const bounceable of [true, false])
          for (const testOnly of [true, false]) {
            const form = friendlyAddress(raw, { bounceable, testOnly });
            expect(form).toBe(Address.parseRaw(raw).toString({ urlSafe: true, bounceable, testOnly }));
            forms.add(form!);
          }
        expect(forms.size).toBe(4);
      }
  });

  it('is null for what is not a raw address', () => {
    expect(friendlyAddress('not an address', { bounceable: true, testOnly: false })).toBeNull();
    expect(friendlyAddress('not an address', { bounceable: true, testOnly: false })).toBeNull();
  });
});
