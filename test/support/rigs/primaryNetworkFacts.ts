import type { SimNetwork } from '../../../service/sim/catalog';
import { systemClock, type Clock } from '../../../service/sim/clock';
import { Prices } from '../../../service/sim/prices';
import { PrimaryNetworks } from '../../../service/sim/primary/primaryNetworks';
import { WALLET_ROLES } from '../../../service/sim/primary/wallets';

/**
 * What the Primary Network simulation holds, named, so tests (including the UI's e2e
 * journeys) can ask the service for real data. Build it with the service's seed: the
 * simulation is deterministic for a seed and a UTC start day, so this copy matches a service
 * started the same day (with `clock`, the service's clock, exactly).
 *
 *   const known = describePrimaryNetwork(primaryNetworksFor(1), 'mainnet');
 *   known.l1s[0].conversionTxHash // a ConvertSubnetToL1Tx: GET aggregateSignatures/{txHash} signs it
 */
export interface KnownPrimaryData {
  network: SimNetwork;
  /** P-Chain addresses (`P-avax1…`; the same bytes with `X-` on the X-Chain) by what their wallet does. */
  addresses: {
    /** Runs validators: has staked balances, VALIDATOR and VALIDATOR_FEE rewards, pending rewards. */
    validatorOwner: string;
    /** Sends on the X-Chain, delegates, exports and imports: balances on P and X, DELEGATOR rewards. */
    user: string;
    /** Holds locked and stakeable-locked AVAX (lockedPlatform, lockedStakeable, lockedStaked). */
    vesting: string;
    /** Created the subnets. */
    subnetAdmin: string;
  };
  /** A valid address of this network that no simulated wallet owns (empty balances, no chains). */
  unusedAddress: string;
  /** Node ids validating the Primary Network now. */
  currentNodeIds: string[];
  /** The created X-Chain assets (AVAX is the network's fixed asset id). */
  assets: { assetId: string; symbol: string; name: string }[];
  plainSubnetIds: string[];
  l1s: {
    subnetId: string;
    blockchainId: string;
    evmChainId: number;
    conversionTxHash: string;
    registerTxHashes: string[];
    weightTxHashes: string[];
    /** IncreaseL1ValidatorBalanceTx, in time order per validator. */
    topUpTxHashes: string[];
  }[];
  /** A P-Chain transaction that is not an L1 one (GET aggregateSignatures/{txHash} answers 400 for it). */
  nonL1TxHash: string;
}

/** A simulation copy for a service started with `seed` (and, when known, its clock). */
export function primaryNetworksFor(seed: number, clock: Clock = systemClock): PrimaryNetworks {
  const prices = new Prices(seed);
  return new PrimaryNetworks(seed, clock, (t, c) => prices.price('AVAX', c, t).value);
}

export function describePrimaryNetwork(
  nets: PrimaryNetworks,
  network: SimNetwork,
  nowSeconds = Math.floor(Date.now() / 1000),
): KnownPrimaryData {
  const sim = nets.sim(network);
  const p = (i: number) => sim.wallets.address(i, 'P');
  return {
    network,
    addresses: {
      validatorOwner: p(WALLET_ROLES.validatorOwners[0]),
      user: p(WALLET_ROLES.users[0]),
      vesting: p(WALLET_ROLES.vesting),
      subnetAdmin: p(WALLET_ROLES.subnetAdmin),
    },
    unusedAddress: `P-${sim.wallets.formatBytes(new Uint8Array(20))}`,
    currentNodeIds: sim.validators.filter((v) => v.tx && v.start <= nowSeconds && nowSeconds < v.end).map((v) => v.nodeId),
    assets: sim.assets.slice(1).map((a) => ({ assetId: a.assetId, symbol: a.symbol, name: a.name })),
    plainSubnetIds: sim.subnets.filter((s) => s.members.length && !s.l1).map((s) => s.subnetId),
    l1s: sim.subnets.flatMap((s) =>
      s.l1
        ? [
            {
              subnetId: s.subnetId,
              blockchainId: s.l1.managerChainId,
              evmChainId: s.blockchains[0].evm!.evmChainId,
              conversionTxHash: s.l1.conversionTx!.txHash,
              registerTxHashes: s.l1.validators.flatMap((v) => (v.registerTx ? [v.registerTx.txHash] : [])),
              weightTxHashes: s.l1.validators.flatMap((v) => v.weights.flatMap((w) => (w.tx ? [w.tx.txHash] : []))),
              topUpTxHashes: s.l1.validators.flatMap((v) => v.topUps.flatMap((u) => (u.tx && u.at <= nowSeconds ? [u.tx.txHash] : []))),
            },
          ]
        : [],
    ),
    nonL1TxHash: sim.validators[0].tx!.txHash,
  };
}
