import { useMemo, useRef, type KeyboardEvent } from 'react';
import { setQueryParams, useHashLocation } from '../../app/router';
import { useChain } from '../../app/useChain';
import { AddressMessages } from '../../icm/AddressMessages';
import { txColumns, txRowId } from '../transactions/txColumns';
import { AddressList } from './AddressList';
import {
  erc1155TransferColumns,
  erc20TransferColumns,
  historyColumns,
  historyLink,
  historyRowId,
  internalRowId,
  internalTxColumns,
  transferRowId,
} from './addressListColumns';
import { BlockRangeForm } from './BlockRangeForm';
import { Collectibles } from './Collectibles';
import { Erc721Transfers } from './Erc721Transfers';
import { TokenBalances } from './TokenBalances';
import { txLink } from '../../app/urls';

const TABS = [
  { id: 'transactions', label: 'Transactions' },
  { id: 'native', label: 'Native' },
  { id: 'erc20', label: 'ERC-20 transfers' },
  { id: 'nft', label: 'NFT transfers' },
  { id: 'internal', label: 'Internal' },
  { id: 'tokens', label: 'Tokens' },
  { id: 'collectibles', label: 'Collectibles' },
  { id: 'messages', label: 'Cross-chain messages' },
] as const;
type TabId = (typeof TABS)[number]['id'];
/** Tabs that list history, and so take the block range. */
const RANGED = new Set<TabId>(['transactions', 'native', 'erc20', 'nft', 'internal']);

/**
 * The address's lists as tabs (`?tab=`): its history with token transfers and internal calls inline, each kind
 * on its own, its ERC-20 tokens and its collectibles. History tabs share a block range (`?startBlock=&endBlock=`).
 */
export function AddressTabs({ address }: { address: string }) {
  const chain = useChain();
  const { query } = useHashLocation();
  const tab: TabId = TABS.find((t) => t.id === query.get('tab'))?.id ?? 'transactions';
  const start = query.get('startBlock') ?? '';
  const end = query.get('endBlock') ?? '';
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const base = { chainId: chain.chainId, address, ...(start ? { startBlock: start } : {}), ...(end ? { endBlock: end } : {}) };
  const range = start || end ? ` between blocks ${start || 'genesis'} and ${end || 'the latest'}` : '';
  const on = `on ${chain.chainName}${range}`;
  const history = useMemo(() => historyColumns(chain.token, address), [chain.token, address]);
  const native = useMemo(() => txColumns(chain.token), [chain.token]);
  const internal = useMemo(() => internalTxColumns(chain.token), [chain.token]);

  const select = (id: TabId) => setQueryParams({ tab: id === 'transactions' ? null : id });
  // Arrow keys move between tabs (the WAI-ARIA tabs pattern), Home/End to the first and last.
  const onKeyDown = (e: KeyboardEvent) => {
    const at = TABS.findIndex((t) => t.id === tab);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const id = TABS[(next + TABS.length) % TABS.length].id;
    select(id);
    tabRefs.current[id]?.focus();
  };

  return (
    <section aria-label="Address lists">
      <div
        role="tablist"
        aria-label="Address lists"
        className="segmented"
        onKeyDown={onKeyDown}
        style={{ flexWrap: 'wrap', margin: '16px 0 8px' }}
      >
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`address-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls="address-tab-panel"
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => select(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="address-tab-panel" aria-labelledby={`address-tab-${tab}`}>
        {RANGED.has(tab) && (
          <BlockRangeForm
            key={`${start}-${end}`}
            value={{ start, end }}
            onApply={(r) => setQueryParams({ startBlock: r.start || null, endBlock: r.end || null })}
          />
        )}
        {tab === 'transactions' && (
          <AddressList
            endpoint="listTransactions"
            params={base}
            label="Transactions"
            columns={history}
            getRowId={historyRowId}
            rowHref={historyLink}
            itemNoun="transactions"
            emptyMessage={`No transactions of this address ${on}.`}
          />
        )}
        {tab === 'native' && (
          <AddressList
            endpoint="listNativeTransactions"
            params={base}
            label="Native transactions"
            columns={native}
            getRowId={txRowId}
            rowHref={txLink}
            itemNoun="transactions"
            emptyMessage={`No native transactions of this address ${on}.`}
          />
        )}
        {tab === 'erc20' && (
          <AddressList
            endpoint="listErc20Transfers"
            params={base}
            label="ERC-20 transfers"
            columns={erc20TransferColumns}
            getRowId={transferRowId}
            rowHref={txLink}
            itemNoun="transfers"
            emptyMessage={`No ERC-20 transfers of this address ${on}.`}
          />
        )}
        {tab === 'nft' && (
          <>
            <Erc721Transfers address={address} />
            <h2>ERC-1155 transfers</h2>
            <AddressList
              endpoint="listErc1155Transfers"
              params={base}
              label="ERC-1155 transfers"
              columns={erc1155TransferColumns}
              getRowId={transferRowId}
              rowHref={txLink}
              itemNoun="transfers"
              emptyMessage={`No ERC-1155 transfers of this address ${on}.`}
            />
          </>
        )}
        {tab === 'internal' && (
          <AddressList
            endpoint="listInternalTransactions"
            params={base}
            label="Internal transactions"
            columns={internal}
            getRowId={internalRowId}
            rowHref={txLink}
            itemNoun="internal transactions"
            emptyMessage={`No internal transactions of this address ${on} (only value calls and contract creations are listed).`}
          />
        )}
        {tab === 'tokens' && <TokenBalances address={address} />}
        {tab === 'collectibles' && <Collectibles address={address} />}
        {tab === 'messages' && <AddressMessages address={address} />}
      </div>
    </section>
  );
}
