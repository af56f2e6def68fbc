import { Timestamp } from '../../components/Timestamp';

/** When a genesis feature activates: 0 means from the first block, so it says so instead of showing 1970. */
export function ActivationTime({ seconds }: { seconds: number | undefined }) {
  if (seconds === undefined) return <>—</>;
  return seconds === 0 ? <>from genesis</> : <Timestamp seconds={seconds} />;
}
