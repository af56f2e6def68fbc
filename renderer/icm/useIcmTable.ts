import { useMemo } from 'react';
import { icmTable } from './icmColumns';
import { useChainNames } from './useChainNames';

/** The table of a messages list, naming chains as the network's chain list names them. */
export function useIcmTable() {
  const chainName = useChainNames();
  return useMemo(() => icmTable(chainName), [chainName]);
}
