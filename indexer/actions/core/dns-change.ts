/** TEP-81 change_dns_record#4eb1f0f9 to a DNS item: a record set, deleted, or the item's renewal (`dns.ts`). */
import { dnsChange } from '../dns.ts';
import type { NodeMatcher } from '../matcher.ts';
import { body, iface, OP, opOf } from '../parts.ts';

export const dnsRecordChange: NodeMatcher = {
  name: 'DNS record change',
  types: ['change_dns', 'delete_dns', 'renew_dns'],
  claim(n, trace, make) {
    const dns = opOf(n) === OP.changeDns && n.in?.source ? dnsChange(body(n.in)) : null;
    if (!dns || !n.in) return null;
    // The item is the destination; `asset` is its collection (the DNS root or a subdomain collection).
    const collection = (iface(trace, n.tx.account, 'NftItem')?.collection_address as string | undefined) ?? null;
    return [
      make(dns.type, [n], {
        source: n.in.source,
        destination: n.tx.account,
        asset: collection,
        ...(dns.data ? { change_dns_record_data: dns.data } : {}),
      }),
    ];
  },
};
