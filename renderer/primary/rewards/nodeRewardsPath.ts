import { PRIMARY_PATHS, withQuery } from '../paths';

/** The rewards of one node, as the omnibox's NodeID search opens them. */
export const nodeRewardsPath = (nodeId: string) => withQuery(PRIMARY_PATHS.rewards, { nodeIds: nodeId });
