import { getMethodAgreesCase } from '../../../src/common-cases.ts';
import { same } from '../../../src/values.ts';

export default getMethodAgreesCase({
  description:
    "an indexed jetton wallet's balance, owner and master are what its get_wallet_data answers on chain (API v2)",
  records: 'jetton_wallets',
  what: 'jetton wallet',
  method: 'get_wallet_data',
  differs(w, [balance, owner, master]) {
    if (String(w.balance) !== String(balance))
      return `${w.address}: balance ${w.balance}, get_wallet_data says ${balance}`;
    if (!same(w.owner, owner)) return `${w.address}: owner ${w.owner}, get_wallet_data says ${owner}`;
    if (!same(w.jetton, master)) return `${w.address}: jetton ${w.jetton}, get_wallet_data says ${master}`;
    return undefined;
  },
});
