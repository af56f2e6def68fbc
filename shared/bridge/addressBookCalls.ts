import type { AddressBookApi } from './addressBookChannels';
import type { ChannelCall } from './transport';

/** AddressBookApi over a bridge's channel call (renderer/bridge/createBridge.ts); apart from the channels' schemas, so the renderer's first script holds no zod. */
export function addressBookApi(call: ChannelCall): AddressBookApi {
  return {
    list: () => call('addressBook:list', {}),
    set: (id, label) => call('addressBook:set', { id, label }),
    remove: (id) => call('addressBook:remove', { id }),
    import: (format, text) => call('addressBook:import', { format, text }),
    export: (format) => call('addressBook:export', { format }),
  };
}
