import type { z } from 'zod';
import type { AssetAmount } from '../../../shared/api';
import { idFor } from './keys';
import type { SimAsset, SimUtxo } from './model';
import type { PrimaryNetworkSim } from './network';

export type AssetAmountOut = z.output<typeof AssetAmount>;

/** secp256k1 outputs, as the API names their type. */
export const SECP = 'secp256k1';

/** An amount of an asset as the API writes it (the balance index keeps its lines in this shape). */
export function assetAmount(asset: SimAsset, amount: bigint): AssetAmountOut {
  return {
    assetId: asset.assetId,
    name: asset.name,
    symbol: asset.symbol,
    denomination: asset.denomination,
    type: SECP,
    amount: amount.toString(),
  };
}

export function assetOf(sim: PrimaryNetworkSim, assetId: string): SimAsset {
  const asset = sim.assets.find((a) => a.assetId === assetId);
  if (!asset) throw new Error(`simulation: unknown asset ${assetId}`);
  return asset;
}

const utxoIds = new WeakMap<SimUtxo, string>();
export function utxoIdOf(u: SimUtxo): string {
  let id = utxoIds.get(u);
  if (!id) utxoIds.set(u, (id = idFor(`${u.txHash}:utxo:${u.outputIndex}`)));
  return id;
}
