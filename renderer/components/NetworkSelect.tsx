import type { Settings } from '../../shared/bridge/channels';
import { SelectField } from './SelectField';

type Network = Settings['network'];
const NETWORKS: readonly Network[] = ['mainnet', 'fuji'];
const LABELS: Record<Network, string> = { mainnet: 'Mainnet', fuji: 'Fuji (testnet)' };
const labelOf = (n: Network) => LABELS[n];

/** Mainnet or the Fuji test network. */
export function NetworkSelect(props: { value: Network; onChange: (n: Network) => void; disabled?: boolean; className?: string }) {
  return <SelectField label="Network" options={NETWORKS} optionLabel={labelOf} {...props} />;
}
