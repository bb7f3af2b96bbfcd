import type { Address } from '@ton/core';
import { type Blockchain, LocalBlockchainStorage, type SmartContract } from '@ton/sandbox';

/**
 * The sandbox's storage, except that an account the chain has never seen is `account_none`, as on a node: a
 * message to it runs on a nonexistent account (`orig_status: nonexist`), where the sandbox's default starts it as
 * an uninit account with zero balance. The two differ in what the transaction records, and the emulation API is
 * checked against this network as against mainnet.
 */
export class NodeLikeStorage extends LocalBlockchainStorage {
  readonly #seen = new Set<string>();

  override async getContract(blockchain: Blockchain, address: Address): Promise<SmartContract> {
    const contract = await super.getContract(blockchain, address);
    const key = address.toRawString();
    if (!this.#seen.has(key)) {
      this.#seen.add(key);
      // a contract the genesis or a transaction wrote has its account already; only the sandbox's empty one is replaced
      if (contract.lastTransactionLt === 0n && contract.accountState?.type === 'uninit' && contract.balance === 0n)
        contract.account = { account: undefined, lastTransactionLt: 0n, lastTransactionHash: 0n };
    }
    return contract;
  }

  override clearKnownContracts(): void {
    super.clearKnownContracts();
    this.#seen.clear();
  }
}
