import { useState } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { childPath, type JsonPath, type JsonSearchResult } from './jsonSearch';

/** Children shown at once; a large alloc would otherwise put thousands of rows in the DOM on one click. */
const CHILDREN_PAGE = 200;

interface NodeProps {
  name: string | null;
  value: unknown;
  path: JsonPath;
  depth: number;
  search: JsonSearchResult | null;
}

function scalarText(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

function Label({ name, path, search }: { name: string | null; path: JsonPath; search: JsonSearchResult | null }) {
  if (name === null) return null;
  const hit = search?.matches.has(path);
  return <span className={hit ? 'json-key json-hit' : 'json-key'}>{name}: </span>;
}

/**
 * One node of the JSON tree. Objects and arrays open on click (children render only when
 * open); while searching, the branches leading to a match are open and the others hidden.
 */
export function JsonTreeNode({ name, value, path, depth, search }: NodeProps) {
  const [open, setOpen] = useState(depth < 1);
  const [limit, setLimit] = useState(CHILDREN_PAGE);
  if (search && !search.visible.has(path)) return null;

  if (value === null || typeof value !== 'object') {
    const text = scalarText(value);
    return (
      <li role="treeitem" aria-selected={false} className="json-leaf">
        <Label name={name} path={path} search={search} />
        <span className={`json-${value === null ? 'null' : typeof value}${search?.matches.has(path) ? ' json-hit' : ''}`}>{text}</span>
        <CopyButton value={typeof value === 'string' ? value : text} label={name ?? 'value'} />
      </li>
    );
  }

  const entries = Object.entries(value);
  const isArray = Array.isArray(value);
  const expanded = search ? true : open;
  const shown = search ? entries : entries.slice(0, limit);
  const summary = isArray ? `[${entries.length}]` : `{${entries.length}}`;
  return (
    <li role="treeitem" aria-expanded={expanded} aria-selected={false} className="json-branch">
      <button
        type="button"
        className="json-toggle"
        onClick={() => setOpen(!open)}
        disabled={search !== null}
        aria-label={`${expanded ? 'Collapse' : 'Expand'} ${name ?? 'root'}`}
      >
        {expanded ? '▾' : '▸'}
      </button>
      <Label name={name} path={path} search={search} />
      <span className="muted">{summary}</span>
      <CopyButton value={JSON.stringify(value, null, 2)} label={`${name ?? 'root'} as JSON`} />
      {expanded && (
        <ul role="group">
          {shown.map(([k, v]) => (
            <JsonTreeNode key={k} name={isArray ? `[${k}]` : k} value={v} path={childPath(path, k)} depth={depth + 1} search={search} />
          ))}
          {!search && entries.length > limit && (
            <li role="none">
              <button type="button" className="link" onClick={() => setLimit(limit + CHILDREN_PAGE)}>
                Show {Math.min(CHILDREN_PAGE, entries.length - limit)} more of {entries.length - limit}
              </button>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}
