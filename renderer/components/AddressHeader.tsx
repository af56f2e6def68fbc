import type { ReactNode } from 'react';
import { LabelEditor } from '../addressBook/LabelEditor';
import { Hash } from './Hash';
import { PageHeader } from './PageHeader';

/** The header of an address's page, on any chain: the address in full, its label, then the page's own actions. */
export function AddressHeader({ address, children }: { address: string; children: ReactNode }) {
  return (
    <PageHeader
      title="Address"
      subtitle={<Hash value={address} label="address" full />}
      actions={
        <>
          <LabelEditor id={address} what="address" />
          {children}
        </>
      }
    />
  );
}
