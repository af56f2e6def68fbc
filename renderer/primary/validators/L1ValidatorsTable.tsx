import { useMemo } from 'react';
import { useInfiniteList } from '../../api/useInfiniteList';
import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import { useNow } from '../../components/useNow';
import { L1_MIN_FEE_NAVAX_PER_SECOND } from '../../../shared/api/l1Fee';
import { l1ValidatorColumns, l1ValidatorRowId } from './validatorColumns';

/** The validators of one L1 (inactive ones too): weight, balance left and when it runs out at the current fee. */
export function L1ValidatorsTable({ subnetId }: { subnetId: string }) {
  const { network } = useChain();
  const now = useNow(60_000) / 1000;
  const params = useMemo(() => ({ network, subnetId, includeInactiveL1Validators: true }), [network, subnetId]);
  const list = useInfiniteList('listL1Validators', params, { getRowId: l1ValidatorRowId });
  const columns = useMemo(() => l1ValidatorColumns(now), [now]);
  return (
    <section aria-labelledby="subnet-l1-validators">
      <h2 id="subnet-l1-validators">L1 validators</h2>
      <p className="muted">
        Each validator pays the L1 fee from its balance, at least {L1_MIN_FEE_NAVAX_PER_SECOND} nAVAX a second; the date it runs out assumes
        that rate.
      </p>
      <DataTable
        tableId="primary-l1-validators"
        label="L1 validators"
        list={list}
        columns={columns}
        getRowId={l1ValidatorRowId}
        emptyMessage="This L1 has no validators."
        itemNoun="validators"
        height={360}
      />
    </section>
  );
}
