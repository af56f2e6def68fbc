import { CopyButton } from '../../components/CopyButton';

/**
 * The rewards page's header actions: a link to this exact view to share or keep. Other
 * actions on the same rewards (reports, exports) belong here too.
 */
export function RewardsActions({ path }: { path: string }) {
  const link = `${window.location.href.split('#')[0]}#${path}`;
  return (
    <span className="value-with-copy">
      <span className="muted">Link to these rewards</span>
      <CopyButton value={link} label="link to these rewards" />
    </span>
  );
}
