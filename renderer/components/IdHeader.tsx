import type { ReactNode } from 'react';
import { LabelEditor } from '../addressBook/LabelEditor';
import { Hash } from './Hash';
import { PageHeader } from './PageHeader';

/**
 * The header of an id's own page (an address on any chain, a node): the id in full (`idName` names it to
 * screen readers), its label in the address book (`what` it is), then the page's own actions.
 */
export function IdHeader(props: { title: string; id: string; idName: string; what: string; children: ReactNode }) {
  const { title, id, idName, what, children } = props;
  return (
    <PageHeader
      title={title}
      subtitle={<Hash value={id} label={idName} full />}
      actions={
        <>
          <LabelEditor id={id} what={what} />
          {children}
        </>
      }
    />
  );
}
