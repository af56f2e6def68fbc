import type { Settings } from '../../shared/bridge/channels';

/** Mainnet or the Fuji test network (a select only answers its options' values; the main process validates the settings). */
export function NetworkSelect({
  value,
  onChange,
  disabled,
  className,
}: {
  value: Settings['network'];
  onChange: (n: Settings['network']) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <label className={className}>
      Network
      <select value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as Settings['network'])}>
        <option value="mainnet">Mainnet</option>
        <option value="fuji">Fuji (testnet)</option>
      </select>
    </label>
  );
}
