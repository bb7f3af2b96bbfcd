/**
 * Where a webhook may point (D32): http(s) only, and never at this deployment's own network unless the operator says
 * so. Addresses outside the public internet (loopback, private, link-local, shared, documentation, multicast...) are
 * refused unless WEBHOOK_ALLOWED_TARGETS lists them (CIDR ranges or host names). The check runs at creation and again
 * on every connection, on the address actually connected to, so a name that later resolves elsewhere is caught.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { ApiError } from '../http/errors.ts';

const NON_PUBLIC_V4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
];
const NON_PUBLIC_V6 = ['::/127', '64:ff9b::/96', '100::/64', '2001:db8::/32', 'fc00::/7', 'fe80::/10', 'ff00::/8'];

const nonPublic = new BlockList();
for (const r of NON_PUBLIC_V4) addRange(nonPublic, r);
for (const r of NON_PUBLIC_V6) addRange(nonPublic, r);

function addRange(list: BlockList, cidr: string): void {
  const [net, bits] = cidr.split('/') as [string, string | undefined];
  const family = isIP(net) === 6 ? 'ipv6' : 'ipv4';
  if (bits === undefined) list.addAddress(net, family);
  else list.addSubnet(net, Number(bits), family);
}

/** An IPv4 address mapped into IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it is. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (m) return { address: m[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export class TargetPolicy {
  readonly #allowed = new BlockList();
  readonly #hosts = new Set<string>();

  /** `allowed`: WEBHOOK_ALLOWED_TARGETS, a comma list of CIDR ranges, addresses or host names. */
  constructor(allowed = '') {
    for (const item of allowed
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean)) {
      const net = item.split('/')[0]!;
      if (isIP(net.replace(/^\[|\]$/g, ''))) addRange(this.#allowed, item.replace(/^\[|\]$/g, ''));
      else this.#hosts.add(item);
    }
  }

  /** Why a connection to `address` (for `host`) is refused, or undefined when it may go. */
  refusal(host: string, address: string): string | undefined {
    if (this.#hosts.has(host.toLowerCase())) return undefined;
    const a = unmapped(address);
    if (this.#allowed.check(a.address, a.family)) return undefined;
    if (nonPublic.check(a.address, a.family))
      return `target not allowed: ${host} is ${address}, not a public address (WEBHOOK_ALLOWED_TARGETS)`;
    return undefined;
  }

  /** A URL a webhook may be given, or a 422 saying why not. Names that do not resolve now are judged on delivery. */
  async check(text: string): Promise<URL> {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new ApiError(422, 'url: not a URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ApiError(422, 'url: only http and https');
    if (url.username || url.password) throw new ApiError(422, 'url: credentials in the URL are not accepted');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host)
      ? [host]
      : await new Promise<string[]>((resolve) =>
          dnsLookup(host, { all: true }, (err, list) => resolve(err ? [] : list.map((l) => l.address))),
        );
    for (const address of addresses) {
      const why = this.refusal(host, address);
      if (why) throw new ApiError(422, `url: ${why}`);
    }
    return url;
  }

  /** `lookup` for node:http: resolves as usual, then refuses the connection when any address is not allowed. */
  readonly lookup = (
    hostname: string,
    options: { all?: boolean; family?: number },
    callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    dnsLookup(hostname, { ...options, all: true }, (err, list) => {
      if (err) return callback(err, '');
      for (const l of list) {
        const why = this.refusal(hostname, l.address);
        if (why) return callback(Object.assign(new Error(why), { code: 'ETARGETREFUSED' }), '');
      }
      if (options.all) callback(null, list);
      else callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
