import { HASH32 } from '../../../shared/api';
import { Link } from '../../app/router';
import { ROUTES, txUrl } from '../../app/urls';

/** A 404 for a block, said plainly; a 0x hash may be a transaction's: a link opens it as one. */
export function BlockNotFound({ blockId, chainName }: { blockId: string; chainName: string }) {
  if (!HASH32.test(blockId)) {
    return (
      <div className="state" role="status">
        <p>
          There is no block {blockId} on {chainName} (yet).
        </p>
        <Link to={ROUTES.blocks}>See the latest blocks</Link>
      </div>
    );
  }
  return (
    <div className="state" role="status">
      <p>
        No block on {chainName} has the hash <code>{blockId}</code>.
      </p>
      <p>
        If it is a transaction hash: <Link to={txUrl(blockId)}>open it as a transaction</Link>.
      </p>
    </div>
  );
}
