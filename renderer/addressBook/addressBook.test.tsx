import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatPxAddress } from '../../shared/codecs/bech32';
import { toChecksumAddress } from '../../shared/codecs/evmAddress';
import { encodeNodeId } from '../../shared/codecs/nodeId';
import { createQueryClient } from '../api/queryClient';
import { setBridgeForTests } from '../bridge';
import { Hash } from '../components/Hash';
import { Omnibox } from '../search/Omnibox';
import { startCoreBridge, type CoreBridge } from '../../test/support/bridges/coreBridge';
import { stubLayout } from '../../test/support/dom/layout';
import { AddressBookPage } from './AddressBookPage';
import { useAddressBook } from './addressBookState';
import { LabelEditor } from './LabelEditor';
import { idName } from '../../test/support/dom/idName';

const evm = toChecksumAddress(`0x${'cd'.repeat(20)}`);
const pAddress = formatPxAddress({ chain: 'P', hrp: 'avax', bytes: new Uint8Array(20).fill(5) });
const node = encodeNodeId(new Uint8Array(20).fill(8));

let core: CoreBridge;
let restoreLayout: () => void;
beforeEach(async () => {
  // The real main-process core in-process (its address book on a temp folder); no API request is made.
  core = await startCoreBridge(async () => ({ dataUrl: 'http://127.0.0.1:9', metricsUrl: 'http://127.0.0.1:9', close: async () => {} }));
  setBridgeForTests(core.bridge);
  await useAddressBook.getState().load();
  restoreLayout = stubLayout();
  window.location.hash = '#/';
});
afterEach(async () => {
  cleanup();
  restoreLayout();
  setBridgeForTests(undefined);
  await core.close();
});

function renderPage(ui: React.ReactNode) {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}

describe('labels where ids appear', () => {
  it('shows the label next to the shortened id, with the label and whole id on hover and in the name', async () => {
    await useAddressBook.getState().set(evm, 'Treasury');
    // The lower-case spelling a list may carry finds the same label.
    renderPage(<Hash value={evm.toLowerCase()} label="address" to={`/address/${evm}`} />);
    const link = screen.getByRole('link', { name: idName(evm.toLowerCase(), 'Treasury') });
    expect(link.getAttribute('title')).toBe(`Treasury: ${evm.toLowerCase()}`);
    expect(link.firstElementChild?.textContent).toBe('Treasury');
    expect(link.textContent).toContain('0xcdcdcd');
    // The whole id is only in the name, after what is seen.
    expect(within(link).getByText(evm.toLowerCase()).className).toBe('visually-hidden');
  });

  it('shows an id without a label as before', () => {
    renderPage(<Hash value={node} label="node id" />);
    expect(screen.getByTitle(node).firstChild?.textContent).not.toContain(' ');
  });
});

describe('LabelEditor', () => {
  it('adds, renames and removes a label in place, saved by the main process', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <Hash value={pAddress} label="address" full />
        <LabelEditor id={pAddress} what="address" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Add label' }));
    const form = screen.getByRole('form', { name: 'Label for this address' });
    await user.type(within(form).getByLabelText('Label'), 'Cold wallet');
    await user.click(within(form).getByRole('button', { name: 'Save label' }));
    expect((await screen.findByText('Cold wallet')).closest('[title]')?.getAttribute('title')).toBe(`Cold wallet: ${pAddress}`);
    expect((await core.bridge.addressBook.list()).map((e) => e.label)).toEqual(['Cold wallet']);

    await user.click(screen.getByRole('button', { name: 'Edit label' }));
    const input = screen.getByLabelText('Label');
    expect((input as HTMLInputElement).value).toBe('Cold wallet');
    await user.clear(input);
    await user.type(input, 'Savings{Enter}');
    expect((await screen.findByText('Savings')).closest('[title]')?.getAttribute('title')).toBe(`Savings: ${pAddress}`);

    await user.click(screen.getByRole('button', { name: 'Edit label' }));
    await user.click(screen.getByRole('button', { name: 'Remove label' }));
    await screen.findByRole('button', { name: 'Add label' });
    expect(screen.queryByText('Savings')).toBeNull();
    expect(await core.bridge.addressBook.list()).toEqual([]);
  });

  it('shows the refusal at the field and keeps the saved label; Escape closes unchanged', async () => {
    await useAddressBook.getState().set(node, 'My node');
    const user = userEvent.setup();
    renderPage(<LabelEditor id={node} what="node" />);
    await user.click(screen.getByRole('button', { name: 'Edit label' }));
    await user.clear(screen.getByLabelText('Label'));
    await user.type(screen.getByLabelText('Label'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save label' }));
    expect((await screen.findByRole('alert')).textContent).toMatch('Invalid label: must not be empty');
    expect(screen.getByLabelText('Label').getAttribute('aria-invalid')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit label' }));
    expect((await core.bridge.addressBook.list()).map((e) => e.label)).toEqual(['My node']);
  });
});

describe('the omnibox finds labels by name', () => {
  it('lists matching labels as the user types; arrow keys and Enter open the chosen one', async () => {
    await useAddressBook.getState().set(evm, 'Treasury');
    await useAddressBook.getState().set(node, 'Trusted node');
    await useAddressBook.getState().set(pAddress, 'Cold wallet');
    const user = userEvent.setup();
    renderPage(<Omnibox />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'tr');
    const options = within(screen.getByRole('listbox', { name: 'Address book matches' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Treasury'), expect.stringContaining('Trusted node')]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(window.location.hash).toBe(`#/validators/${node}`);
  });

  it('opens the first match on Enter when the text is a name and not an id, and a click opens any', async () => {
    await useAddressBook.getState().set(evm, 'Treasury');
    await useAddressBook.getState().set(pAddress, 'Cold wallet');
    const user = userEvent.setup();
    renderPage(<Omnibox />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'treas{Enter}');
    expect(window.location.hash).toBe(`#/address/${evm}`);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'wallet');
    await user.click(screen.getByRole('option', { name: /Cold wallet/ }));
    expect(window.location.hash).toBe(`#/primary/address/${pAddress}`);
  });

  it('still says what is wrong with input that matches no label', async () => {
    const user = userEvent.setup();
    renderPage(<Omnibox />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody{Enter}');
    // A word of base58 letters reads as a cb58 id whose checksum fails.
    expect((await screen.findByRole('alert')).textContent).toBe('Not a valid cb58 id: bad cb58 checksum.');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('Address book page', () => {
  it('lists labels, adds one with a refusal at its field, imports a file reporting refused rows, and removes one', async () => {
    await useAddressBook.getState().set(node, 'My node');
    const user = userEvent.setup();
    renderPage(<AddressBookPage />);
    const table = await screen.findByRole('grid', { name: 'Labels' });
    // The label column, and the label in front of the id.
    expect(within(table).getAllByText('My node')).toHaveLength(2);

    await user.type(screen.getByLabelText('Id'), '0x1234');
    await user.type(screen.getAllByLabelText('Label')[0], 'Bad');
    await user.click(screen.getByRole('button', { name: 'Save label' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Invalid id: must be a 0x address of 20 bytes/);
    expect(screen.getByLabelText('Id').getAttribute('aria-invalid')).toBe('true');

    const csv = ['id,label', `${evm},Treasury`, 'NodeID-bad,Broken'].join('\n');
    await user.upload(screen.getByLabelText('Import CSV or JSON'), new File([csv], 'book.csv', { type: 'text/csv' }));
    const report = await screen.findByText(/Imported 1 new label, updated 0\. 1 row was refused/);
    expect(report.textContent).toBe('Imported 1 new label, updated 0. 1 row was refused:');
    expect(
      within(screen.getByRole('list', { name: 'Refused rows' }))
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual([expect.stringMatching(/^Row 3, id: id is not a valid id/)]);
    await waitFor(() => expect(within(table).getAllByText('Treasury')).toHaveLength(2));

    await user.click(within(table).getByRole('button', { name: 'Remove label My node' }));
    await waitFor(() => expect(within(table).queryAllByText('My node')).toEqual([]));
    expect((await core.bridge.addressBook.list()).map((e) => e.label)).toEqual(['Treasury']);
  });

  it('says so when a label could not be removed, and keeps it', async () => {
    await useAddressBook.getState().set(node, 'My node');
    const failing = {
      ...core.bridge,
      addressBook: { ...core.bridge.addressBook, remove: () => Promise.reject(new Error('the disk is full')) },
    };
    setBridgeForTests(failing);
    const user = userEvent.setup();
    renderPage(<AddressBookPage />);
    const table = await screen.findByRole('grid', { name: 'Labels' });
    await user.click(within(table).getByRole('button', { name: 'Remove label My node' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The label "My node" was not removed: the disk is full');
    expect((await core.bridge.addressBook.list()).map((e) => e.label)).toContain('My node');
  });
});
