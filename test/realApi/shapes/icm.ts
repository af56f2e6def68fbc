import { ICM_RESPONSES } from '../endpoints/icm.samples';
import { hash } from './common';

/**
 * Cross-chain messages as the real Data API sends them (its DeliveredIcmMessage and PendingIcmMessage
 * forms), from the samples kept beside their rows; each message of a list has its own id, as on the
 * real API (the samples' pending message reuses the delivered one's id).
 */
const [delivered, pending] = ICM_RESPONSES.listIcmMessages.messages;
export const icmAnswers = {
  ...ICM_RESPONSES,
  listIcmMessages: { ...ICM_RESPONSES.listIcmMessages, messages: [delivered, { ...pending, messageId: hash(0x1c3) }] },
};
