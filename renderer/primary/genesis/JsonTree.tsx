import { useDeferredValue, useMemo, useState } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { JsonTreeNode } from './JsonTreeNode';
import { ROOT_PATH, searchJson } from './jsonSearch';

/** A collapsible, searchable view of any JSON value with copy on every node. */
export function JsonTree({ value, label }: { value: unknown; label: string }) {
  const [query, setQuery] = useState('');
  // Searching a large genesis takes a moment; the input stays responsive while it runs.
  const deferred = useDeferredValue(query);
  const search = useMemo(() => (deferred.trim() ? searchJson(value, deferred) : null), [value, deferred]);
  return (
    <div className="json-tree">
      <div className="form-row">
        <label>
          Search {label}
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="key or value" />
        </label>
        <span role="status" className="muted">
          {search ? `${search.matches.size} match${search.matches.size === 1 ? '' : 'es'}` : ''}
        </span>
        <CopyButton value={JSON.stringify(value, null, 2)} label={`${label} JSON`} />
      </div>
      {search && search.matches.size === 0 ? (
        <p className="muted">
          Nothing in the {label} contains “{deferred.trim()}”.
        </p>
      ) : (
        <ul role="tree" aria-label={label}>
          <JsonTreeNode name={null} value={value} path={ROOT_PATH} depth={0} search={search} />
        </ul>
      )}
    </div>
  );
}
