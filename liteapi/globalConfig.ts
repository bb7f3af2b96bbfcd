import { readFile } from 'node:fs/promises';
import { isIPv4 } from 'node:net';

/** A block id as the global config writes it (hashes as base64 there). */
export interface ConfigBlockId {
  workchain: number;
  /** Signed 64-bit shard id as a decimal string, e.g. '-9223372036854775808'. */
  shard: string;
  seqno: number;
  rootHash: Buffer;
  fileHash: Buffer;
}

export interface LiteServerEndpoint {
  host: string;
  port: number;
  publicKey: Buffer;
}

export interface GlobalConfigInput {
  liteservers: LiteServerEndpoint[];
  /** Masterchain zero state; all-zero hashes when absent (a local network without a fixed genesis). */
  zeroState?: ConfigBlockId;
  /** Trusted key block tonlib starts from; the zero state when absent. */
  init?: ConfigBlockId;
}

export interface ReadLiteServer extends LiteServerEndpoint {
  /** Dotted IPv4. */
  ip: string;
  /** `tcp://ip:port`, the form ton-lite-client's LiteSingleEngine takes as `host`. */
  url: string;
}

export interface ReadGlobalConfig {
  liteservers: ReadLiteServer[];
  zeroState?: ConfigBlockId;
  init?: ConfigBlockId;
}

const MASTERCHAIN_SHARD = '-9223372036854775808';

/** IPv4 as TON configs store it: the 32-bit big-endian address read as a signed int. */
export function ipToInt(ip: string): number {
  if (!isIPv4(ip)) throw new Error(`global config: ${ip} is not an IPv4 address`);
  return ip.split('.').reduce((acc, part) => (acc << 8) | Number(part) | 0, 0);
}

export function intToIp(value: number): string {
  const u = value >>> 0;
  return [u >>> 24, (u >>> 16) & 255, (u >>> 8) & 255, u & 255].join('.');
}

function blockJson(b: ConfigBlockId) {
  return {
    workchain: b.workchain,
    // Kept exact: a JSON number here would round in JavaScript; restored as a bare literal below.
    shard: `@@int64:${BigInt(b.shard).toString()}@@`,
    seqno: b.seqno,
    root_hash: b.rootHash.toString('base64'),
    file_hash: b.fileHash.toString('base64'),
  };
}

/** The standard TON global config (`config.global`) pointing at the given liteservers. */
export function buildGlobalConfig(input: GlobalConfigInput): string {
  const zero = input.zeroState ?? {
    workchain: -1,
    shard: MASTERCHAIN_SHARD,
    seqno: 0,
    rootHash: Buffer.alloc(32),
    fileHash: Buffer.alloc(32),
  };
  const config = {
    '@type': 'config.global',
    dht: { '@type': 'dht.config.global', k: 6, a: 3, static_nodes: { '@type': 'dht.nodes', nodes: [] } },
    liteservers: input.liteservers.map((ls) => ({
      ip: ipToInt(ls.host),
      port: ls.port,
      id: { '@type': 'pub.ed25519', key: ls.publicKey.toString('base64') },
    })),
    validator: {
      '@type': 'validator.config.global',
      zero_state: blockJson(zero),
      init_block: blockJson(input.init ?? zero),
      hardforks: [],
    },
  };
  return JSON.stringify(config, null, 2).replace(/"@@int64:(-?\d+)@@"/g, '$1') + '\n';
}

function readBlock(raw: any, shardSource: string | undefined): ConfigBlockId | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  return {
    workchain: Number(raw.workchain),
    shard: shardSource ?? String(raw.shard),
    seqno: Number(raw.seqno),
    rootHash: Buffer.from(String(raw.root_hash ?? ''), 'base64'),
    fileHash: Buffer.from(String(raw.file_hash ?? ''), 'base64'),
  };
}

/** Parse a TON global config (ours or a public one such as global.config.json). */
export function parseGlobalConfig(text: string): ReadGlobalConfig {
  // Shards are int64 literals; read their source text so they stay exact.
  const shards: string[] = [];
  let json;
  try {
    json = JSON.parse(text, (key, value, context?: { source?: string }) => {
      if (key === 'shard' && context?.source !== undefined) shards.push(context.source);
      return value;
    });
  } catch (err) {
    throw new Error(`global config: not valid JSON (${(err as Error).message})`);
  }
  if (json?.['@type'] !== 'config.global' || !Array.isArray(json.liteservers)) {
    throw new Error('global config: expected {"@type": "config.global", "liteservers": [...]}');
  }
  const liteservers = json.liteservers.map((ls: any, i: number): ReadLiteServer => {
    const key = ls?.id?.key;
    if (typeof ls?.ip !== 'number' || typeof ls?.port !== 'number' || typeof key !== 'string') {
      throw new Error(`global config: liteservers[${i}] needs numeric ip and port and id.key`);
    }
    if (!Number.isInteger(ls.ip) || ls.ip < -(2 ** 31) || ls.ip >= 2 ** 32) {
      throw new Error(`global config: liteservers[${i}].ip ${ls.ip} is not an IPv4 address as a 32-bit integer`);
    }
    if (!Number.isInteger(ls.port) || ls.port < 1 || ls.port > 65535)
      throw new Error(`global config: liteservers[${i}].port ${ls.port} is not a TCP port`);
    if (!/^[A-Za-z0-9+/]{43}=$/.test(key))
      throw new Error(`global config: liteservers[${i}].id.key is not a base64 32-byte key`);
    const publicKey = Buffer.from(key, 'base64');
    const ip = intToIp(ls.ip);
    return { host: ip, ip, port: ls.port, publicKey, url: `tcp://${ip}:${ls.port}` };
  });
  const v = json.validator;
  return { liteservers, zeroState: readBlock(v?.zero_state, shards[0]), init: readBlock(v?.init_block, shards[1]) };
}

/** Every failure is one line naming the file and the entry: `global config /x.json: liteservers[0].port 0 is not a TCP port`. */
export async function readGlobalConfig(path: string): Promise<ReadGlobalConfig> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    throw new Error(
      `global config ${path}: cannot be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
    );
  }
  try {
    return parseGlobalConfig(text);
  } catch (err) {
    throw new Error((err as Error).message.replace(/^global config:/, `global config ${path}:`));
  }
}
