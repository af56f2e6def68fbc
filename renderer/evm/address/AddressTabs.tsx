import { useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { ListEndpointId } from '../../api/listEndpoints';
import { inSentence } from '../../../shared/format/sentence';
import { setQueryParams, useHashLocation } from '../../app/router';
import { useChain } from '../../app/useChain';
import { AddressMessages } from '../../icm/AddressMessages';
import { txTable } from '../transactions/txColumns';
import { AddressList, type AddressListProps } from './AddressList';
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
import { ContractCode } from '../chainReads/ContractCode';
import { ContractRead } from '../chainReads/ContractRead';
import { txLink } from '../../app/urls';
import { deployedContractColumns, deployedContractLink, deployedContractRowId } from '../../contracts/deployedContractColumns';

/** `ranged`: the tab lists history, and so takes the block range. */
const TABS = [
  { id: 'transactions', label: 'Transactions', ranged: true },
  { id: 'native', label: 'Native', ranged: true },
  { id: 'erc20', label: 'ERC-20 transfers', ranged: true },
  { id: 'nft', label: 'NFT transfers', ranged: true },
  { id: 'internal', label: 'Internal', ranged: true },
  { id: 'tokens', label: 'Tokens', ranged: false },
  { id: 'collectibles', label: 'Collectibles', ranged: false },
  { id: 'messages', label: 'Cross-chain messages', ranged: false },
  { id: 'deployed', label: 'Deployed contracts', ranged: false },
  { id: 'code', label: 'Code', ranged: false },
  { id: 'read', label: 'Read contract', ranged: false },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** One of the address's paged lists; its empty state names the list and where it looked (`on`: chain and block range). */
function listPanel<Id extends ListEndpointId>(list: Omit<AddressListProps<Id>, 'emptyMessage'>, on: string): ReactNode {
  return <AddressList {...list} emptyMessage={`No ${inSentence(list.label)} of this address ${on}.`} />;
}

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
  // Built for every tab but drawn for one: an element runs nothing until it is rendered.
  const lists = useMemo((): Partial<Record<TabId, ReactNode>> => {
    const params = { chainId: chain.chainId, address, ...(start ? { startBlock: start } : {}), ...(end ? { endBlock: end } : {}) };
    const range = start || end ? ` between blocks ${start || 'genesis'} and ${end || 'the latest'}` : '';
    const on = `on ${chain.chainName}${range}`;
    const transfers = { getRowId: transferRowId, rowHref: txLink, itemNoun: 'transfers' };
    const internal = { getRowId: internalRowId, rowHref: txLink, itemNoun: 'internal transactions' };
    return {
      transactions: listPanel(
        {
          params,
          endpoint: 'listTransactions',
          label: 'Transactions',
          columns: historyColumns(chain.token, address),
          getRowId: historyRowId,
          rowHref: historyLink,
          itemNoun: 'transactions',
        },
        on,
      ),
      native: listPanel({ params, endpoint: 'listNativeTransactions', label: 'Native transactions', ...txTable(chain.token) }, on),
      erc20: listPanel(
        { params, endpoint: 'listErc20Transfers', label: 'ERC-20 transfers', columns: erc20TransferColumns, ...transfers },
        on,
      ),
      nft: listPanel(
        { params, endpoint: 'listErc1155Transfers', label: 'ERC-1155 transfers', columns: erc1155TransferColumns, ...transfers },
        on,
      ),
      internal: listPanel(
        {
          params,
          endpoint: 'listInternalTransactions',
          label: 'Internal transactions',
          columns: internalTxColumns(chain.token),
          ...internal,
        },
        `${on} (only value calls and contract creations are listed)`,
      ),
      deployed: (
        <AddressList
          endpoint="listContractDeployments"
          params={{ chainId: chain.chainId, address }}
          label="Deployed contracts"
          columns={deployedContractColumns}
          getRowId={deployedContractRowId}
          rowHref={deployedContractLink}
          itemNoun="contracts"
          emptyMessage={`This address deployed no contracts on ${chain.chainName}.`}
        />
      ),
    };
  }, [chain.token, chain.chainId, chain.chainName, address, start, end]);

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
        {TABS.find((t) => t.id === tab)?.ranged && (
          <BlockRangeForm
            key={`${start}-${end}`}
            value={{ start, end }}
            onApply={(r) => setQueryParams({ startBlock: r.start || null, endBlock: r.end || null })}
          />
        )}
        {tab === 'nft' && (
          <>
            <Erc721Transfers address={address} />
            <h2>ERC-1155 transfers</h2>
          </>
        )}
        {lists[tab]}
        {tab === 'tokens' && <TokenBalances address={address} />}
        {tab === 'collectibles' && <Collectibles address={address} />}
        {tab === 'messages' && <AddressMessages address={address} />}
        {tab === 'code' && <ContractCode address={address} />}
        {tab === 'read' && <ContractRead address={address} />}
      </div>
    </section>
  );
}
