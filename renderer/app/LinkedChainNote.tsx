import { useEffect } from 'react';
import { keepLinkedChain } from './urls';
import { useChain } from './useChain';

/**
 * Says so when the page's link names an EVM chain other than the header's (a watched address on an L1): the page is on
 * the link's chain while the header, and every other page, stays on the chain chosen there. While it shows, a link to
 * another page of that chain (a transaction in the address's list, its block) keeps the chain: its href gets the
 * chain as it is followed, so every link of every table and card carries it without each building it.
 */
export function LinkedChainNote() {
  const chain = useChain();
  const linked = chain.headerChain ? chain.chainId : undefined;
  useEffect(() => {
    if (!linked) return;
    const onClick = (e: MouseEvent) => {
      const a = e.target instanceof Element ? e.target.closest('a[href^="#/"]') : null;
      const to = a?.getAttribute('href')?.slice(1);
      if (!a || !to) return;
      const kept = keepLinkedChain(to, linked);
      if (kept !== to) a.setAttribute('href', `#${kept}`);
    };
    // Capture: the href is set before the browser follows it, whatever handler the link has.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [linked]);
  if (!chain.headerChain) return null;
  return (
    <p className="linked-chain-note" role="note">
      On <strong>{chain.chainName}</strong> ({chain.chainId}), the chain this link names; the header's chain stays{' '}
      {chain.headerChain.chainName} ({chain.headerChain.chainId}).
    </p>
  );
}
