import { Timestamp } from '../../components/Timestamp';

/** A locktime of 0 means no lock; otherwise the time until which the funds or control are locked. */
export function Locktime({ seconds }: { seconds: number | undefined }) {
  if (seconds === undefined) return <>—</>;
  return seconds === 0 ? <>none (0)</> : <Timestamp seconds={seconds} />;
}
