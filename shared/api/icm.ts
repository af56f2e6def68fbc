import { z } from 'zod';
import { Erc20Token } from './tokens';
import { epochSeconds, resource } from './schema';

/** The three forms of a cross-chain (ICM / Teleporter) message, told apart by `status`. */
export const ICM_STATUSES = ['pending', 'delivered', 'delivered_source_not_indexed'] as const;

/** The transaction that sent a message, on its source chain. */
export const IcmSourceTransaction = resource({ txHash: z.string(), timestamp: epochSeconds, gasSpent: z.string() });
/** The transaction that delivered it, on its destination chain: the source fields plus who relayed it. */
export const IcmDestinationTransaction = IcmSourceTransaction.extend({
  rewardRedeemer: z.string().optional(),
  delivererAddress: z.string().optional(),
});

/**
 * One message. Every field is checked when present and none demanded (like every resource), so a form
 * the app does not know yet still shows what it has; `status` says which transactions to expect.
 */
export const IcmMessage = resource({
  messageId: z.string(),
  icmContractAddress: z.string(),
  sourceBlockchainId: z.string(),
  destinationBlockchainId: z.string(),
  sourceEvmChainId: z.string(),
  destinationEvmChainId: z.string(),
  messageNonce: z.string(),
  from: z.string(),
  to: z.string(),
  data: z.string(),
  messageExecuted: z.boolean(),
  receipts: z.array(resource({ receivedMessageNonce: z.string(), relayerRewardAddress: z.string() })),
  receiptDelivered: z.boolean(),
  rewardDetails: Erc20Token.extend({ value: z.string().optional() }),
  status: z.string(),
  sourceTransaction: IcmSourceTransaction,
  destinationTransaction: IcmDestinationTransaction,
});
export type IcmMessage = z.output<typeof IcmMessage>;
