import { useMemo } from 'react';
import { useInfiniteList } from '../../api/useInfiniteList';
import { useChain } from '../../app/useChain';
import { useNow } from '../../components/useNow';
import { l1ValidatorColumns, l1ValidatorRowId } from './validatorColumns';

/**
 * The L1 validators of one L1 or one node, inactive ones too, with their columns: the date a balance runs out
 * is counted from a clock that ticks once a minute (balances last weeks).
 */
export function useL1Validators(filter: { subnetId: string } | { nodeId: string }) {
  const { network } = useChain();
  const now = useNow(60_000) / 1000;
  const subnetId = 'subnetId' in filter ? filter.subnetId : undefined;
  const nodeId = 'nodeId' in filter ? filter.nodeId : undefined;
  const params = useMemo(
    () => ({ network, ...(subnetId ? { subnetId } : { nodeId }), includeInactiveL1Validators: true }),
    [network, subnetId, nodeId],
  );
  const list = useInfiniteList('listL1Validators', params, { getRowId: l1ValidatorRowId });
  const columns = useMemo(() => l1ValidatorColumns(now), [now]);
  return { list, columns, getRowId: l1ValidatorRowId };
}
