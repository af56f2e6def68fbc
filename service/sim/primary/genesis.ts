import type { z } from 'zod';
import type { GenesisData } from '../../../shared/api/genesis';
import type { EvmChainSpec } from '../catalog';
import { feeConfigOf, genesisAlloc } from '../evm/genesisAlloc';

type Genesis = z.output<typeof GenesisData>;

const ZERO32 = `0x${'00'.repeat(32)}`;
const hex = (n: number | bigint) => `0x${n.toString(16)}`;

/**
 * genesisData of spec 2.3 for an EVM chain created at `timestamp`. The alloc and fee config
 * are the EVM simulation's own, so these balances are what its block 0 holds.
 */
export function evmGenesis(seed: number, spec: EvmChainSpec, timestamp: number): Genesis {
  const fees = feeConfigOf(spec);
  const alloc = Object.fromEntries(
    Object.entries(genesisAlloc(seed, spec)).map(([address, a]) => [
      address,
      { balance: a.balance, code: a.code ?? '0x', storage: a.storage ?? {} },
    ]),
  );
  const accounts = Object.keys(alloc);
  // The L1s enable their precompiles from genesis, run by their treasuries; the C-Chain has none (empty lists).
  const allowList = () => ({
    blockTimestamp: timestamp,
    adminAddresses: spec.isCChain ? [] : accounts.slice(0, 1),
    managerAddresses: spec.isCChain ? [] : accounts.slice(1, 2),
    enabledAddresses: spec.isCChain ? [] : accounts.slice(2, 4),
  });
  return {
    airdropAmount: null,
    airdropHash: ZERO32,
    alloc,
    baseFeePerGas: null,
    blobGasUsed: null,
    coinbase: `0x${'00'.repeat(20)}`,
    config: {
      homesteadBlock: 0,
      eip150Block: 0,
      eip155Block: 0,
      eip158Block: 0,
      byzantiumBlock: 0,
      constantinopleBlock: 0,
      petersburgBlock: 0,
      istanbulBlock: 0,
      muirGlacierBlock: 0,
      berlinBlock: 0,
      londonBlock: 0,
      chainId: spec.evmChainId,
      eip150Hash: ZERO32,
      subnetEVMTimestamp: spec.isCChain ? 0 : timestamp,
      allowFeeRecipients: !spec.isCChain,
      feeConfig: { ...fees },
      warpConfig: { blockTimestamp: timestamp, quorumNumerator: 67, requirePrimaryNetworkSigners: !spec.isCChain },
      txAllowListConfig: allowList(),
      contractDeployerAllowListConfig: allowList(),
      contractNativeMinterConfig: allowList(),
      feeManagerConfig: allowList(),
      rewardManagerConfig: allowList(),
    },
    difficulty: '0x0',
    extraData: '0x',
    gasLimit: hex(fees.gasLimit),
    gasUsed: '0x0',
    mixHash: ZERO32,
    nonce: '0x0',
    number: '0x0',
    parentHash: ZERO32,
    timestamp: hex(timestamp),
    excessBlobGas: null,
  };
}
