import { useEffect } from 'react';
import { useChain } from '../app/useChain';
import { useContractNames } from './contractNamesState';

/** Keeps the chain contract names are asked on in step with the page's; renders nothing (so the shell does not re-render). */
export function ContractNamesChain() {
  const { chainId } = useChain();
  useEffect(() => useContractNames.getState().setChain(chainId), [chainId]);
  return null;
}
