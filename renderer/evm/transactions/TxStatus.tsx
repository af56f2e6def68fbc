/**
 * EVM txStatus is a string; the spec shows "1" (success). Anything else known is shown by
 * name, and an unknown value as it came (docs/api-contract.md: never fail on an unknown value).
 */
export function txStatusLabel(status: string | undefined): { text: string; tone: 'success' | 'failed' | '' } {
  if (status === undefined) return { text: '—', tone: '' };
  const s = status.toLowerCase();
  if (s === '1' || s === 'success') return { text: 'Success', tone: 'success' };
  if (s === '0' || s === 'failed' || s === 'failure') return { text: 'Failed', tone: 'failed' };
  return { text: status, tone: '' };
}

export function TxStatus({ status }: { status: string | undefined }) {
  const { text, tone } = txStatusLabel(status);
  return <span className={`pill ${tone}`}>{text}</span>;
}
