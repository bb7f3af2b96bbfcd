// lz4js ships no type declarations; only the frame decoder is used.
declare module 'lz4js' {
  export function decompress(src: Uint8Array | Buffer, maxSize?: number): Uint8Array;
  const lz4: { decompress: typeof decompress };
  export default lz4;
}
