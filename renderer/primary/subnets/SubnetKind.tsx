import type { EndpointResponse } from '../../../shared/api';
import { PRIMARY_SUBNET_ID } from '../../../shared/network/primaryNetworkIds';

/** "L1", "Subnet" or "Primary Network" (the subnet of P, X and C, a fixed id of docs/api-contract.md). */
export function SubnetKind({ subnet }: { subnet: EndpointResponse<'getSubnet'> | undefined }) {
  if (!subnet) return <span className="muted">loading…</span>;
  if (subnet.subnetId === PRIMARY_SUBNET_ID) return <span className="pill">Primary Network</span>;
  if (subnet.isL1) return <span className="pill success">L1</span>;
  return <span className="pill">Subnet</span>;
}
