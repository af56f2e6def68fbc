import type { Rng } from '../random';
import { DAY, HOUR, NANO, TX_FEE } from './constants';
import type { Ledger, OutputSpec } from './ledger';
import type { ChainKey, SimAsset, SimTx, SimUtxo } from './model';
import type { Schedule } from './schedule';
import { WALLET_COUNT, WALLET_ROLES } from './wallets';

interface XContext {
  rng: Rng;
  ledger: Ledger;
  schedule: Schedule;
  avax: SimAsset;
  worldStart: number;
  until: number;
}

const CREATED_ASSETS = [
  { name: 'Ridge Token', symbol: 'RDG', denomination: 6, cap: 'fixed' as const, supply: 1_000_000_000n * 1_000_000n, creator: 8, day: 3 },
  { name: 'Summit Points', symbol: 'SPT', denomination: 0, cap: 'variable' as const, supply: 10_000n, creator: 9, day: 4 },
  { name: 'Basalt Coupon', symbol: 'BCP', denomination: 2, cap: 'fixed' as const, supply: 5_000_000n * 100n, creator: 10, day: 5 },
];

const TEXT_MEMOS = ['payroll', 'rent for March', 'thanks for lunch', 'invoice 2291', 'OTC settlement', 'gm', 'refund'];
/** Share of exports left unimported, so atomic memory balances exist. */
const LEFT_IN_ATOMIC_MEMORY = 0.15;

/**
 * The X-Chain's life: three created assets, transfers of AVAX and assets, mints, and AVAX
 * moving to and from the P- and C-Chain through atomic memory. Returns the assets (AVAX first),
 * filled in as their CreateAssetTx run.
 */
export function planXChain(ctx: XContext): SimAsset[] {
  const assets: SimAsset[] = [ctx.avax];
  const mintRights = new Map<string, SimUtxo>();
  for (const spec of CREATED_ASSETS) {
    const t = ctx.worldStart + spec.day * DAY;
    ctx.schedule.at(t, () => {
      const asset = createAsset(ctx, spec, t, mintRights);
      if (asset) assets.push(asset);
    });
  }
  const rng = ctx.rng.fork('x-activity');
  for (let t = ctx.worldStart + 2 * HOUR, n = 0; t < ctx.until; t += rng.int(600, 4_200), n++) {
    const at = t;
    const step = rng.fork(n);
    ctx.schedule.at(at, () => activity(ctx, step, at, assets, mintRights));
  }
  return assets;
}

function activity(ctx: XContext, rng: Rng, t: number, assets: SimAsset[], mintRights: Map<string, SimUtxo>): void {
  const user = rng.pick(WALLET_ROLES.users);
  const roll = rng.next();
  const memo = pickMemo(rng);
  if (roll < 0.62) return void transfer(ctx, rng, t, user, ctx.avax.assetId, memo);
  if (roll < 0.78) {
    const created = assets.slice(1);
    if (created.length) transfer(ctx, rng, t, user, rng.pick(created).assetId, memo);
    return;
  }
  if (roll < 0.82) {
    const variable = assets.find((a) => mintRights.has(a.assetId));
    if (variable) mint(ctx, rng, t, variable, mintRights, memo);
    return;
  }
  if (roll < 0.9) return exportFrom(ctx, rng, t, user, 'X', rng.chance(0.5) ? 'P' : 'C');
  if (roll < 0.95) return exportFrom(ctx, rng, t, user, 'P', 'X');
  exportFrom(ctx, rng, t, user, 'C', 'X');
}

function pickMemo(rng: Rng): Uint8Array {
  const r = rng.next();
  if (r < 0.25) return new TextEncoder().encode(rng.pick(TEXT_MEMOS));
  if (r < 0.35) return Uint8Array.from({ length: rng.int(4, 33) }, () => rng.int(0, 256));
  return new Uint8Array();
}

const sum = (us: SimUtxo[]) => us.reduce((s, u) => s + u.amount, 0n);
const balanceOf = (ctx: XContext, owner: number, chain: ChainKey, assetId: string, t: number) =>
  sum(ctx.ledger.spendable(owner, chain, assetId, t));

/** A random amount between 1/1000 and 1/5 of what the sender holds. */
function someOf(rng: Rng, balance: bigint): bigint {
  if (balance < 1_000n) return 0n;
  return (balance * BigInt(rng.int(1, 200))) / 1_000n;
}

function transfer(ctx: XContext, rng: Rng, t: number, sender: number, assetId: string, memo: Uint8Array): void {
  const { ledger } = ctx;
  const avax = ctx.avax.assetId;
  const owner = assetId === avax ? sender : WALLET_ROLES.users.find((u) => balanceOf(ctx, u, 'X', assetId, t) > 0n);
  if (owner === undefined) return;
  const amount = someOf(rng, balanceOf(ctx, owner, 'X', assetId, t) - (assetId === avax ? TX_FEE : 0n));
  if (amount <= 0n) return;
  const recipient = (owner + 1 + rng.int(0, WALLET_COUNT - 1)) % WALLET_COUNT;
  const inputs = ledger.select(owner, 'X', assetId, assetId === avax ? amount + TX_FEE : amount, t);
  const feeInputs = assetId === avax ? [] : ledger.select(owner, 'X', avax, TX_FEE, t);
  if (!inputs || !feeInputs) return;
  // Now and then the recipient is a 2-of-2 multisig with a second wallet.
  const multisig = rng.chance(0.03);
  const outputs: OutputSpec[] = [
    { owners: multisig ? [recipient, (recipient + 1) % WALLET_COUNT] : [recipient], threshold: multisig ? 2 : 1, assetId, amount },
    { owners: [owner], assetId, amount: sum(inputs) - amount - (assetId === avax ? TX_FEE : 0n) },
    ...(feeInputs.length ? [{ owners: [owner], assetId: avax, amount: sum(feeInputs) - TX_FEE }] : []),
  ];
  ledger.issue({
    chain: 'X',
    txType: 'BaseTx',
    timestamp: t,
    memo,
    inputs: [...inputs, ...feeInputs],
    outputs: outputs.filter((o) => o.amount > 0n),
    fee: TX_FEE,
  });
}

function createAsset(
  ctx: XContext,
  spec: (typeof CREATED_ASSETS)[number],
  t: number,
  mintRights: Map<string, SimUtxo>,
): SimAsset | undefined {
  const feeInputs = ctx.ledger.select(spec.creator, 'X', ctx.avax.assetId, TX_FEE, t);
  if (!feeInputs) return undefined;
  // The asset id is the id of the transaction that creates it: outputs name it '' and the ledger fills it in.
  const asset: SimAsset = { assetId: '', name: spec.name, symbol: spec.symbol, denomination: spec.denomination };
  const share = (spec.supply * 7n) / 10n;
  const tx = ctx.ledger.issue({
    assetCreated: asset,
    chain: 'X',
    txType: 'CreateAssetTx',
    timestamp: t,
    memo: new TextEncoder().encode(`create ${spec.symbol}`),
    inputs: feeInputs,
    fee: TX_FEE,
    outputs: [
      { owners: [spec.creator], assetId: ctx.avax.assetId, amount: sum(feeInputs) - TX_FEE },
      { owners: [spec.creator], assetId: '', amount: share },
      { owners: [spec.creator + 1], assetId: '', amount: spec.supply - share },
      ...(spec.cap === 'variable' ? [{ owners: [spec.creator], assetId: '', amount: 0n, utxoType: 'mint' as const }] : []),
    ],
  });
  asset.createdBy = { txHash: tx.txHash, timestamp: t, cap: spec.cap };
  const right = tx.emitted.find((u) => u.utxoType === 'mint');
  if (right) mintRights.set(asset.assetId, right);
  return asset;
}

function mint(ctx: XContext, rng: Rng, t: number, asset: SimAsset, mintRights: Map<string, SimUtxo>, memo: Uint8Array): void {
  const right = mintRights.get(asset.assetId)!;
  const minter = right.owners[0];
  const feeInputs = ctx.ledger.select(minter, 'X', ctx.avax.assetId, TX_FEE, t);
  if (!feeInputs) return;
  const amount = BigInt(rng.int(1, 5_000));
  const tx = ctx.ledger.issue({
    chain: 'X',
    txType: 'OperationTx',
    timestamp: t,
    memo,
    inputs: [right, ...feeInputs],
    fee: TX_FEE,
    outputs: [
      { owners: [minter], assetId: asset.assetId, amount: 0n, utxoType: 'mint' as const },
      { owners: [rng.pick(WALLET_ROLES.users)], assetId: asset.assetId, amount },
      { owners: [minter], assetId: ctx.avax.assetId, amount: sum(feeInputs) - TX_FEE },
    ].filter((o) => o.amount > 0n || o.utxoType === 'mint'),
  });
  mintRights.set(asset.assetId, tx.emitted[0]);
}

/**
 * ExportTx from `from` puts AVAX into `to`'s atomic memory; most are imported later by an
 * ImportTx on `to`. The C-Chain side of its atomic txs is an EVM balance, not a UTXO.
 */
function exportFrom(ctx: XContext, rng: Rng, t: number, owner: number, from: ChainKey, to: ChainKey): void {
  const { ledger } = ctx;
  const avax = ctx.avax.assetId;
  const amount = from === 'C' ? BigInt(rng.int(1, 500)) * NANO : someOf(rng, balanceOf(ctx, owner, from, avax, t) - TX_FEE);
  if (amount <= 0n) return;
  const inputs = from === 'C' ? [] : ledger.select(owner, from, avax, amount + TX_FEE, t);
  if (!inputs) return;
  const change = sum(inputs) - amount - TX_FEE;
  ledger.issue({
    chain: from,
    txType: 'ExportTx',
    timestamp: t,
    inputs,
    fee: TX_FEE,
    atomic: { from, to },
    evmIn: from === 'C' ? amount + TX_FEE : 0n,
    outputs: [
      { owners: [owner], assetId: avax, amount, atomicTo: to },
      ...(change > 0n ? [{ owners: [owner], assetId: avax, amount: change }] : []),
    ],
  });
  if (rng.chance(LEFT_IN_ATOMIC_MEMORY)) return;
  const at = t + rng.int(10 * 60, 3 * DAY);
  if (at < ctx.until) ctx.schedule.at(at, () => importInto(ctx, at, owner, from, to));
}

function importInto(ctx: XContext, t: number, owner: number, from: ChainKey, to: ChainKey): SimTx | undefined {
  const inputs = ctx.ledger.atomicFor(owner, to).filter((u) => u.createdOn === from && u.locktime <= t);
  const total = sum(inputs);
  if (total <= TX_FEE) return undefined;
  return ctx.ledger.issue({
    chain: to,
    txType: 'ImportTx',
    timestamp: t,
    inputs,
    fee: TX_FEE,
    atomic: { from, to },
    evmOut: to === 'C' ? total - TX_FEE : 0n,
    outputs: to === 'C' ? [] : [{ owners: [owner], assetId: ctx.avax.assetId, amount: total - TX_FEE }],
  });
}
