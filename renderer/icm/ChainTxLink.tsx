import type { MouseEvent } from 'react';
import { navigate } from '../app/router';
import { useChain } from '../app/useChain';
import { CopyButton } from '../components/CopyButton';
import { truncateMiddle } from '../../shared/format/truncate';
import { useUpdateSettings } from '../settings/useSettings';
import { txUrl } from '../app/urls';

/**
 * A link to an EVM transaction on a given chain: the transaction page reads the chain chosen in the header, so
 * following the link first switches the header to that chain (saved like a choice made there), then opens it.
 */
export function ChainTxLink({ txHash, evmChainId, label }: { txHash: string; evmChainId: string; label: string }) {
  const { chainId } = useChain();
  const update = useUpdateSettings();
  const to = txUrl(txHash);
  const open = (e: MouseEvent) => {
    if (evmChainId === chainId) return;
    e.preventDefault();
    update.mutate({ evmChainId }, { onSuccess: () => navigate(to) });
  };
  return (
    <span className="value-with-copy">
      <a href={`#${to}`} className="hash" title={txHash} aria-label={txHash} onClick={open}>
        {truncateMiddle(txHash, 8, 6)}
      </a>
      <CopyButton value={txHash} label={label} />
    </span>
  );
}
