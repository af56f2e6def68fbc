import { useMemo } from 'react';
import type { Genesis } from './decodeGenesis';
import { decodeGenesis } from './decodeGenesis';
import { AllocTable, type NativeToken } from './AllocTable';
import { AllowListConfigs } from './AllowListConfigs';
import { FeeConfigTable } from './FeeConfigTable';
import { JsonTree } from './JsonTree';
import { UpgradesTable } from './UpgradesTable';
import { WarpConfigFields } from './WarpConfigFields';

/** A blockchain's genesis: decoded summary, alloc, and the raw JSON as a searchable tree. */
export function GenesisViewer({ genesis, token }: { genesis: Genesis; token: NativeToken }) {
  const summary = useMemo(() => decodeGenesis(genesis), [genesis]);
  return (
    <div className="section-stack">
      <section aria-labelledby="genesis-summary">
        <h2 id="genesis-summary">Genesis</h2>
        <dl className="fields" aria-label="Genesis summary">
          <dt>Chain id</dt>
          <dd>{summary.chainId ?? '—'}</dd>
          <dt>Fee recipients allowed</dt>
          <dd>{genesis.config?.allowFeeRecipients === undefined ? '—' : genesis.config.allowFeeRecipients ? 'yes' : 'no'}</dd>
          <dt>Gas limit</dt>
          <dd>
            <code>{genesis.gasLimit ?? '—'}</code>
          </dd>
          <dt>Timestamp</dt>
          <dd>
            <code>{genesis.timestamp ?? '—'}</code>
          </dd>
        </dl>
        <div className="grid-2">
          <div>
            <h3>Fee config</h3>
            <FeeConfigTable rows={summary.feeConfig} />
          </div>
          <div>
            <h3>Warp config</h3>
            <WarpConfigFields warp={summary.warpConfig} />
            <h3>Upgrades</h3>
            <UpgradesTable upgrades={summary.upgrades} />
          </div>
        </div>
        <h3>Allow lists</h3>
        <AllowListConfigs configs={summary.allowLists} />
      </section>
      <section aria-labelledby="genesis-alloc">
        <h2 id="genesis-alloc">Alloc</h2>
        <AllocTable rows={summary.alloc} token={token} />
      </section>
      <section aria-labelledby="genesis-json">
        <h2 id="genesis-json">Raw genesis JSON</h2>
        <JsonTree value={genesis} label="genesis" />
      </section>
    </div>
  );
}
