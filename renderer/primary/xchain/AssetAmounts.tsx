import type { z } from 'zod';
import type { AssetAmount } from '../../../shared/api';
import { Amount } from '../../components/Amount';

export type AssetAmountItem = z.output<typeof AssetAmount>;

/** Amounts of one or more assets, each in its own denomination with its symbol. */
export function AssetAmounts({ amounts, empty = '—' }: { amounts: AssetAmountItem[] | undefined; empty?: string }) {
  if (!amounts || amounts.length === 0) return <span className="muted">{empty}</span>;
  return (
    <span>
      {amounts.map((a, i) => (
        <span key={`${a.assetId}-${i}`}>
          {i > 0 && ', '}
          <Amount value={a.amount} decimals={a.denomination} unit={a.symbol ?? a.assetId} />
        </span>
      ))}
    </span>
  );
}
