import { createHash, randomBytes } from 'node:crypto';
import { ed25519, x25519 } from '@noble/curves/ed25519.js';
import { tlConstructorId } from '../../liteapi/tlId.ts';

const PUB_ED25519_ID = tlConstructorId('pub.ed25519 key:int256 = PublicKey');

export interface ServerKeys {
  /** ed25519 seed (32 bytes): what TON key files and `privateKey` options hold. */
  readonly seed: Buffer;
  readonly publicKey: Buffer;
  /** ADNL short id: sha256 of the boxed TL `pub.ed25519` key; clients put it first in the handshake. */
  readonly keyId: Buffer;
  /** x25519 secret derived from the ed25519 seed, as TON derives it for ADNL encryption. */
  readonly x25519Secret: Uint8Array;
}

export function adnlKeyId(publicKey: Buffer): Buffer {
  const tag = Buffer.alloc(4);
  tag.writeInt32LE(PUB_ED25519_ID);
  return createHash('sha256').update(tag).update(publicKey).digest();
}

export function serverKeys(seed?: Buffer): ServerKeys {
  const s = seed ?? randomBytes(32);
  if (s.length !== 32) throw new Error('liteserver privateKey must be a 32-byte ed25519 seed');
  const publicKey = Buffer.from(ed25519.getPublicKey(s));
  return { seed: s, publicKey, keyId: adnlKeyId(publicKey), x25519Secret: ed25519.utils.toMontgomerySecret(s) };
}

/** ECDH between the server key and a client's ephemeral ed25519 public key (throws on a bad point). */
export function sharedSecret(keys: ServerKeys, clientEd25519Public: Buffer): Buffer {
  return Buffer.from(x25519.getSharedSecret(keys.x25519Secret, ed25519.utils.toMontgomery(clientEd25519Public)));
}
