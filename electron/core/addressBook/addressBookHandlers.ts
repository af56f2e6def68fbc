import type { ChannelHandler } from '../bridge/registry';
import type { AddressBookStore } from './addressBookStore';
import { exportBook, parseImport } from './bookFiles';

type AddressBookChannel = 'addressBook:list' | 'addressBook:set' | 'addressBook:remove' | 'addressBook:import' | 'addressBook:export';

export function addressBookHandlers(
  book: AddressBookStore,
  now: () => Date = () => new Date(),
): { [C in AddressBookChannel]: ChannelHandler<C> } {
  return {
    'addressBook:list': async () => book.list(),
    'addressBook:set': async ({ id, label }) => (await book.setMany([{ id, label }]), book.list()),
    'addressBook:remove': async ({ id }) => (await book.remove(id), book.list()),
    'addressBook:import': async ({ format, text }) => {
      const { changes, refused } = parseImport(format, text);
      const { added, updated } = await book.setMany(changes);
      return { entries: book.list(), added, updated, refused };
    },
    'addressBook:export': async ({ format }) => exportBook(book.list(), format, now().toISOString().slice(0, 10)),
  };
}
