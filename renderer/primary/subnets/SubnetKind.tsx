import type { EndpointResponse } from '../../../shared/api';

export const PRIMARY_NETWORK_SUBNET_ID = '11111111111111111111111111111111LpoYY';

/** "L1", "Subnet" or "Primary Network" (the subnet of P, X and C, gaps.md's fixed id). */
export function SubnetKind({ subnet }: { subnet: EndpointResponse<'getSubnet'> | undefined }) {
  if (!subnet) return <span className="muted">loading…</span>;
  if (subnet.subnetId === PRIMARY_NETWORK_SUBNET_ID) return <span className="pill">Primary Network</span>;
  if (subnet.isL1) return <span className="pill success">L1</span>;
  return <span className="pill">Subnet</span>;
}
