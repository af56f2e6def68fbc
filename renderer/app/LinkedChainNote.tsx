import { useChain } from './useChain';

/**
 * Says so when the page's link names an EVM chain other than the header's (a watched address on an L1): the page is on
 * the link's chain while the header, and every page that is not that chain's, stays on the chain chosen there. The
 * router keeps the chain on what the page opens of that chain (router.tsx); this only tells the user.
 */
export function LinkedChainNote() {
  const chain = useChain();
  if (!chain.headerChain) return null;
  return (
    <p className="linked-chain-note" role="note">
      On <strong>{chain.chainName}</strong> ({chain.chainId}), the chain this link names; the header's chain stays{' '}
      {chain.headerChain.chainName} ({chain.headerChain.chainId}).
    </p>
  );
}
