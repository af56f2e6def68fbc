import type { z } from 'zod';
import type { Blockchain, Subnet } from '../../shared/api';
import { HttpError } from '../server/handler';
import { evmGenesis } from '../sim/primary/genesis';
import { pChainHeightAt, type PrimaryNetworkSim } from '../sim/primary/network';
import type { SimBlockchain, SimSubnet } from '../sim/primary/subnets';

type BlockchainOut = z.output<typeof Blockchain>;
type SubnetOut = z.output<typeof Subnet>;

export function blockchainOut(sim: PrimaryNetworkSim, seed: number, b: SimBlockchain): BlockchainOut {
  return {
    createBlockTimestamp: b.createdAt,
    createBlockNumber: String(pChainHeightAt(sim, b.createdAt)),
    blockchainId: b.blockchainId,
    vmId: b.vmId,
    subnetId: b.subnetId,
    blockchainName: b.blockchainName,
    // Only EVM chains have an EVM genesis; the P-, X- and custom-VM chains have none to show.
    ...(b.evm && { evmChainId: b.evm.evmChainId, genesisData: evmGenesis(seed, b.evm, b.createdAt) }),
  };
}

export function subnetOut(sim: PrimaryNetworkSim, seed: number, s: SimSubnet, now: number): SubnetOut {
  const owner = [...s.ownerHistory].reverse().find((o) => o.at <= now);
  const addresses = (owner?.owners ?? []).map((o) => sim.wallets.address(o, 'P'));
  const converted = s.l1?.conversionTx && s.l1.convertedAt <= now ? s.l1 : undefined;
  return {
    createBlockTimestamp: s.createdAt,
    createBlockIndex: String(pChainHeightAt(sim, s.createdAt)),
    subnetId: s.subnetId,
    ownerAddresses: addresses,
    threshold: owner?.threshold ?? 0,
    locktime: owner?.locktime ?? 0,
    subnetOwnershipInfo: { locktime: owner?.locktime ?? 0, threshold: owner?.threshold ?? 0, addresses },
    isL1: Boolean(converted),
    ...(converted && {
      l1ConversionTransactionHash: converted.conversionTx!.txHash,
      l1ValidatorManagerDetails: { blockchainId: converted.managerChainId, contractAddress: converted.managerAddress },
    }),
    blockchains: s.blockchains.filter((b) => b.createdAt <= now).map((b) => blockchainOut(sim, seed, b)),
  };
}

/** 404 for an unknown id; one of the other network's names it, so the mistake is plain. */
export function notHere(kind: string, id: string, sim: PrimaryNetworkSim, other: PrimaryNetworkSim | undefined, found: boolean): HttpError {
  const elsewhere = found && other ? ` (it is on ${other.network})` : '';
  return new HttpError(404, `${kind} ${id} not found on ${sim.network}${elsewhere}`);
}
