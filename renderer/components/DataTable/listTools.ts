import { createContext, type ComponentType } from 'react';
import type { EndpointId } from '../../../shared/api';
import type { ColumnDescription } from './columns';

/** The list a table shows, as the endpoint and the view's params without paging. */
export interface ListSource {
  endpointId: EndpointId;
  params: object;
}

export interface ListToolProps {
  source: ListSource;
  columns: ColumnDescription[];
  title: string;
}

/**
 * What the app adds to the toolbar of every table that shows an API list (the export button). The
 * table is a component, not a feature: the app provides the tool, so the component layer imports no
 * feature and a table rendered alone (in a test, a drawer) simply has none.
 */
export const ListToolContext = createContext<ComponentType<ListToolProps> | null>(null);
