import { CopyButton } from '../../components/CopyButton';
import type { NativeToken } from './AllocTable';
import type { Genesis } from './decodeGenesis';
import { GenesisViewer } from './GenesisViewer';
import { JsonTree } from './JsonTree';
import { classifyGenesis } from './textGenesis';

/** A blockchain's genesis in the viewer that fits it: the EVM viewer, a JSON tree, or the text as sent. */
export function GenesisSection({ genesis, token }: { genesis: Genesis | string | undefined; token: NativeToken }) {
  const view = classifyGenesis(genesis);
  switch (view.kind) {
    case 'none':
      return <p className="muted">This blockchain publishes no genesis.</p>;
    case 'evm':
      return <GenesisViewer genesis={view.genesis} token={token} />;
    case 'json':
      return (
        <section aria-labelledby="genesis-json">
          <h2 id="genesis-json">Genesis (JSON)</h2>
          <JsonTree value={view.value} label="genesis" />
        </section>
      );
    case 'text':
      return (
        <section aria-labelledby="genesis-text">
          <h2 id="genesis-text">Genesis (text)</h2>
          <CopyButton value={view.text} label="genesis text" />
          <pre className="genesis-text" aria-labelledby="genesis-text">
            {view.text}
          </pre>
        </section>
      );
  }
}
