import { useContext } from 'react';
import { truncateMiddle } from '../../shared/format/truncate';
import { BookLabels, labelIn } from '../addressBook/bookLabels';
import { useLabel } from '../addressBook/addressBookState';
import { Link } from '../app/router';
import { CopyButton } from './CopyButton';

interface HashProps {
  value: string;
  /** What the value is, for the copy button's name ("Copy block hash"). */
  label: string;
  /** Where the value links to, if anywhere. */
  to?: string;
  /** Show the whole value (detail pages) instead of truncating it in the middle. */
  full?: boolean;
}

/**
 * A long id, hash or address: truncated in the middle with the whole value on hover and after the visible text in
 * the accessible name (a visually hidden suffix: the name a speech-control user says is what they see), and a copy
 * button. An id the address book names shows its label first (the label and the whole id on hover).
 * In a table the label comes from the entries the table read once (BookLabels); elsewhere the
 * id subscribes to the address book itself.
 */
export function Hash(props: HashProps) {
  const byKey = useContext(BookLabels);
  return byKey ? hashView(props, labelIn(byKey, props.value), true) : <SubscribedHash {...props} />;
}

function SubscribedHash(props: HashProps) {
  return hashView(props, useLabel(props.value), false);
}

/**
 * The accessible name of an id shown shortened: what is seen, then the whole id. A link in a table row says it as the
 * element's aria-label (the same name, beginning with the visible text): a hidden span of the whole id in every row
 * would be laid out and shaped for each row scrolling into view (bench/NOTES.md, "Scrolling after the column model").
 */
export const seenThenWhole = (seen: string, whole: string) => `${seen} ${whole}`;

/** A plain function, not a component: a table cell's Hash renders no element of its own. */
function hashView({ value, label, to, full = false }: HashProps, name: string | undefined, inTable: boolean) {
  const shown = full ? value : truncateMiddle(value, 8, 6);
  const title = name ? `${name}: ${value}` : value;
  const shortened = shown !== value;
  // Only a link takes a name of its own: on a plain span (no role) an aria-label is not read.
  const named = shortened && inTable && Boolean(to);
  const ariaLabel = named ? seenThenWhole(name ? `${name} ${shown}` : shown, value) : undefined;
  const content = (
    <>
      {name ? (
        <>
          <span className="id-label">{name}</span> <span className="id-short">{shown}</span>
        </>
      ) : (
        shown
      )}
      {/* The space outside the hidden span: a name is read from each element's text trimmed. */}
      {shortened && !named && (
        <>
          {' '}
          <span className="visually-hidden">{value}</span>
        </>
      )}
    </>
  );
  const id = to ? (
    <Link to={to} className={full ? 'hash full' : 'hash'} title={title} aria-label={ariaLabel}>
      {content}
    </Link>
  ) : (
    <span className={full ? 'hash full' : 'hash'} title={title} aria-label={ariaLabel}>
      {content}
    </span>
  );
  // In a table cell the id and its button are the cell's own inline content: no flex layout per id for each row
  // scrolling into view (bench/NOTES.md "Scrolling, eighth pass").
  if (inTable)
    return (
      <>
        {id}
        <CopyButton value={value} label={label} />
      </>
    );
  return (
    <span className="value-with-copy">
      {id}
      <CopyButton value={value} label={label} />
    </span>
  );
}
