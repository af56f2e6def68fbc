import type { Abi } from 'viem';
import type { Contract } from '../sim/evm/contracts';
import type { EvmChain } from '../sim/evm/evmChain';
import type { CompiledArtifacts, CompiledContract } from './artifacts';
import compiledJson from './compiled.json' with { type: 'json' };

/** The compiled simulated contracts (scripts/compileContracts.ts made compiled.json from ./contracts/*.sol). */
export const COMPILED = compiledJson as CompiledArtifacts;

export type VerifiedName = 'RidgeToken' | 'RidgeCollectible' | 'RidgeMultiToken' | 'SwapRouter' | 'TeleporterMessenger';

/** Which source each kind of simulated contract was compiled from; the randomly deployed `generic` ones have none. */
const SOURCE_OF_KIND: Partial<Record<Contract['kind'], VerifiedName>> = {
  erc20: 'RidgeToken',
  erc721: 'RidgeCollectible',
  erc1155: 'RidgeMultiToken',
  router: 'SwapRouter',
  predeployed: 'TeleporterMessenger',
};

export interface Verified extends Omit<CompiledContract, 'abi'> {
  name: VerifiedName;
  abi: Abi;
}

export function compiled(name: VerifiedName): Verified {
  const c = COMPILED.contracts[name];
  return { ...c, name, abi: c.abi as Abi };
}

/** The verified build of a simulated contract, or undefined for one never verified. */
export function verifiedOf(contract: Contract): Verified | undefined {
  const name = SOURCE_OF_KIND[contract.kind];
  return name && compiled(name);
}

/** Whether `contract` had been deployed by the end of block `atBlock` (a predeployed one always was). */
export const deployedBy = (chain: EvmChain, contract: Contract, atBlock: number): boolean =>
  contract.deployTx < 0 || chain.store.txBlock.get(contract.deployTx) <= atBlock;
