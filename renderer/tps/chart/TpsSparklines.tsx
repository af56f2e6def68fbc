import { useApiQuery } from '../../api/useApiQuery';
import { browsableChains } from '../../app/browsableChains';
import { useChain } from '../../app/useChain';
import { TpsSparkline } from './TpsSparkline';
import '../tps.css';

/** A TPS sparkline for every EVM chain of the chosen network (the home page's "alive" strip). */
export function TpsSparklines() {
  const { network, ready } = useChain();
  const list = useApiQuery('listChains', { network }, { staleTime: 5 * 60_000, enabled: ready });
  const chains = browsableChains(list.data?.chains).browsable;
  if (chains.length === 0) return null;
  return (
    <ul className="tps-sparklines" aria-label="TPS per chain">
      {chains.map((c) => (
        <li key={c.chainId}>
          <TpsSparkline chainId={c.chainId!} name={c.chainName ?? `Chain ${c.chainId}`} />
        </li>
      ))}
    </ul>
  );
}
