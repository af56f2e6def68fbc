import { pathTo } from '../app/router';

export const ICM_MESSAGES_PATH = '/icm';
export const ICM_MESSAGE_PATH = '/icm/:messageId';
export const icmMessagePath = (messageId: string) => pathTo(ICM_MESSAGE_PATH, { messageId });
