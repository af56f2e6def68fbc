import { lazy, Suspense } from 'react';
import { SkeletonLines } from '../components/Skeleton';

// The charts load with recharts on their own, after the page around them has drawn its rows.
const SubnetFees = lazy(async () => ({ default: (await import('./L1FeeCharts')).SubnetFeeCharts }));
const NodeFees = lazy(async () => ({ default: (await import('./L1FeeCharts')).NodeFeeCharts }));

export function LazySubnetFeeCharts({ subnetId }: { subnetId: string }) {
  return (
    <Suspense fallback={<SkeletonLines label="Loading fee charts" />}>
      <SubnetFees subnetId={subnetId} />
    </Suspense>
  );
}

export function LazyNodeFeeCharts({ nodeId }: { nodeId: string }) {
  return (
    <Suspense fallback={<SkeletonLines label="Loading fee charts" />}>
      <NodeFees nodeId={nodeId} />
    </Suspense>
  );
}
