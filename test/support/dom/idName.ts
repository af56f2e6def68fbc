import { truncateMiddle } from '../../../shared/format/truncate';

/**
 * The accessible name of a truncated id (renderer/components/Hash.tsx): what is seen (its address book label, the
 * id cut in the middle), then the whole id.
 */
export const idName = (value: string, label?: string) => `${label ? `${label} ` : ''}${truncateMiddle(value, 8, 6)} ${value}`;
