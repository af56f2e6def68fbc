import { HASH32 } from '../../shared/api';
import { Link } from '../app/router';

/** A 404 for a block, said plainly; a 0x hash may be a transaction's, which the API cannot look up alone. */
export function BlockNotFound({ blockId, chainName }: { blockId: string; chainName: string }) {
  if (!HASH32.test(blockId)) {
    return (
      <div className="state" role="status">
        <p>There is no block {blockId} on {chainName} (yet).</p>
        <Link to="/blocks">See the latest blocks</Link>
      </div>
    );
  }
  return (
    <div className="state" role="status">
      <p>No block on {chainName} has the hash <code>{blockId}</code>.</p>
      <p>
        If it is a transaction hash: the API has no lookup of a single transaction, so it cannot be opened directly. Look for it in the{' '}
        <Link to="/transactions">latest transactions</Link> or in its address's history.
      </p>
    </div>
  );
}
