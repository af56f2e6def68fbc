import { ActivationTime } from './ActivationTime';
import type { GenesisSummary } from './decodeGenesis';

/** Warp messaging settings: when it activates, the signature quorum, and whether Primary Network validators must sign. */
export function WarpConfigFields({ warp }: { warp: GenesisSummary['warpConfig'] }) {
  if (!warp) return <p className="muted">Warp is not configured in this genesis.</p>;
  return (
    <dl className="fields" aria-label="Warp config">
      <dt>Active from</dt>
      <dd>
        <ActivationTime seconds={warp.blockTimestamp} />
      </dd>
      <dt>Quorum numerator</dt>
      <dd>{warp.quorumNumerator === undefined ? '—' : `${warp.quorumNumerator} / 100`}</dd>
      <dt>Primary Network signers required</dt>
      <dd>{warp.requirePrimaryNetworkSigners === undefined ? '—' : warp.requirePrimaryNetworkSigners ? 'yes' : 'no'}</dd>
    </dl>
  );
}
