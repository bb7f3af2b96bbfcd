// Faster, bit-identical @ton/core internals for everything that parses blocks: native SHA-256 and byte-wise padding for
// cell hashes (devnet/chain/core-speedups.ts, tested there) and number-based BitReader integer reads (core-bitreader.ts).
import '../../devnet/chain/core-speedups.ts';
import './core-bitreader.ts';
