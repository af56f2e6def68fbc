import type { z } from 'zod';
import type { DeploymentTransaction } from '../../../shared/api';
import type { AddressInfo } from '../../components/EvmAddress';

/** The names the Data API gave the addresses of a transaction (its ends, its tokens), by lower-case address. */
export function namesInTransaction(d: z.output<typeof DeploymentTransaction> | undefined): Map<string, AddressInfo> {
  const names = new Map<string, AddressInfo>();
  const add = (info: AddressInfo | undefined) => {
    if (info?.address && (info.name || info.symbol)) names.set(info.address.toLowerCase(), info);
  };
  add(d?.nativeTransaction?.to);
  add(d?.nativeTransaction?.from);
  for (const t of d?.erc20Transfers ?? []) add(t.erc20Token);
  for (const t of d?.erc721Transfers ?? []) add(t.erc721Token);
  for (const t of d?.erc1155Transfers ?? []) add(t.erc1155Token);
  return names;
}
