import { useId, useMemo, useState } from 'react';
import { BTCB_DECIMALS } from '../../shared/api/dashboards';
import type { EndpointResponse } from '../../shared/api/endpoints';
import { useInfiniteList } from '../api/useInfiniteList';
import { addressUrl } from '../app/urls';
import { linkedIdColumn } from '../components/DataTable/columnBuilders';
import { ListSection, type TableSpec } from '../components/DataTable/ListSection';

type Bridger = NonNullable<EndpointResponse<'listBtcbBridgers'>['addresses']>[number];

const THRESHOLDS = [
  { label: 'any amount', sats: '1' },
  { label: '0.01 BTC.b', sats: '1000000' },
  { label: '1 BTC.b', sats: '100000000' },
  { label: '10 BTC.b', sats: '1000000000' },
];

const bridgerTable: TableSpec<Bridger> = {
  columns: [
    linkedIdColumn('address', 'Address', 'address', 360, addressUrl),
    { id: 'bridged', header: 'Net bridged', path: 'sortKey', kind: 'amount', decimals: BTCB_DECIMALS, unit: 'BTC.b', size: 260 },
  ],
  getRowId: (b) => b.address ?? '',
  itemNoun: 'addresses',
};

/** The C-Chain addresses that bridged at least a threshold of BTC.b, largest first (GET /v2/chains/43114/btcb/bridged:getAddresses). */
export function BtcbBridgers() {
  const [threshold, setThreshold] = useState(THRESHOLDS[1].sats);
  const params = useMemo(() => ({ threshold }), [threshold]);
  const list = useInfiniteList('listBtcbBridgers', params, bridgerTable);
  const selectId = useId();
  return (
    <ListSection
      id="dashboard-btcb-bridged"
      title="BTC.b bridged"
      list={list}
      {...bridgerTable}
      emptyMessage="No address bridged that much BTC.b."
    >
      <p className="muted">
        <label htmlFor={selectId}>Addresses whose net bridged BTC.b is at least </label>
        <select id={selectId} value={threshold} onChange={(e) => setThreshold(e.target.value)}>
          {THRESHOLDS.map((t) => (
            <option key={t.sats} value={t.sats}>
              {t.label}
            </option>
          ))}
        </select>
      </p>
    </ListSection>
  );
}
