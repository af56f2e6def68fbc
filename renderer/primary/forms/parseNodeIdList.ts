import { decodeNodeId } from '../../../shared/codecs/nodeId';
import { parseList, type ListParse } from './parseList';

/** Node ids (NodeID-…), comma or newline separated, each checked down to its cb58 checksum. */
export function parseNodeIdList(text: string): ListParse {
  return parseList(text, { one: 'node id', many: 'node ids' }, (entry) => {
    try {
      decodeNodeId(entry);
      return null;
    } catch (e) {
      return (e as Error).message;
    }
  });
}
