import type { z } from 'zod';
import type { EvmBlock } from '../../../shared/api';
import type { ChainContext } from '../../app/useChain';
import type { DataColumn } from '../../components/DataTable/columns';
import { linkedIdColumn, renderedColumn } from '../../components/DataTable/columnBuilders';
import { GasUsage } from './GasUsage';
import { blockLink, blockUrl } from '../../app/urls';

export type Block = z.output<typeof EvmBlock>;

export const blockRowId = (b: Block) => b.blockHash ?? b.blockNumber ?? '';

/** The columns of every block list; amounts in the chain's native token. */
export function blockColumns(token: ChainContext['token']): DataColumn<Block>[] {
  return [
    { id: 'blockNumber', header: 'Block', path: 'blockNumber', kind: 'id', size: 110, linkTo: blockLink },
    { id: 'blockTimestamp', header: 'Time', path: 'blockTimestamp', kind: 'time' },
    linkedIdColumn('blockHash', 'Hash', 'blockHash', 200, blockUrl),
    { id: 'txCount', header: 'Txs', path: 'txCount', kind: 'text', numeric: true, size: 70 },
    renderedColumn('gasUsed', 'Gas used', 'gasUsed', 210, (b) => <GasUsage used={b.gasUsed} limit={b.gasLimit} />),
    { id: 'gasLimit', header: 'Gas limit', path: 'gasLimit', kind: 'text', numeric: true, size: 120, hiddenByDefault: true },
    { id: 'baseFee', header: 'Base fee', path: 'baseFee', kind: 'amount', decimals: 9, unit: 'gwei', size: 130 },
    { id: 'feesSpent', header: 'Fees', path: 'feesSpent', kind: 'amount', decimals: token?.decimals, unit: token?.symbol, size: 190 },
    { id: 'parentHash', header: 'Parent hash', path: 'parentHash', kind: 'id', size: 200, hiddenByDefault: true },
  ];
}
