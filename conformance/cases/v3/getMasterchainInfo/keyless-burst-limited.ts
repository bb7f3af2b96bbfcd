// The keyless limit and its 429 are the same rule on both APIs; the check reads only `error`, which both envelopes carry.
export { default } from '../../v2/getMasterchainInfo/keyless-burst-limited.ts';
