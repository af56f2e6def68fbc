export const PRIMARY_CHAINS = ['p', 'x', 'c'] as const;
export type PrimaryChain = (typeof PRIMARY_CHAINS)[number];

export const parsePrimaryChain = (text: string | null): PrimaryChain => PRIMARY_CHAINS.find((c) => c === text?.toLowerCase()) ?? 'p';

/** P-, X- or C-Chain, as the balances endpoint's chain aliases. */
export function PrimaryChainPicker({ value, onChange }: { value: PrimaryChain; onChange: (c: PrimaryChain) => void }) {
  return (
    <div className="segmented" role="group" aria-label="Chain">
      {PRIMARY_CHAINS.map((c) => (
        <button key={c} type="button" aria-pressed={value === c} onClick={() => onChange(c)}>
          {c.toUpperCase()}-Chain
        </button>
      ))}
    </div>
  );
}
