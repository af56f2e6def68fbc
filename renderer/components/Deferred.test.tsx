import { cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, expect, it } from 'vitest';
import { Deferred } from './Deferred';

afterEach(cleanup);

/** Notes, as each commit lands, whether the deferred panel is in the document. */
function CommitLog({ log }: { log: string[] }) {
  useLayoutEffect(() => {
    log.push(document.querySelector('[data-panel]') ? 'panel' : 'fallback');
  });
  return null;
}

it('leaves its panel out of the first commit, shows the fallback there, and renders the panel in a later one', async () => {
  const log: string[] = [];
  render(
    <>
      <CommitLog log={log} />
      <Deferred fallback={<p>Loading the panel</p>}>
        <p data-panel>The panel</p>
      </Deferred>
    </>,
  );
  expect(log[0]).toBe('fallback');
  expect((await screen.findByText('The panel')).hasAttribute('data-panel')).toBe(true);
  expect(screen.queryByText('Loading the panel')).toBeNull();
});
