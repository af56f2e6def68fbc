import type { PrimaryNetworkSim } from '../sim/primary/network';
import { nodeBlsCredentials } from '../sim/primary/validatorSets';

/** Nodes derived per turn of the event loop: a request arriving meanwhile waits for one signature at most. */
const NODES_PER_TURN = 1;

/**
 * Derives the BLS credentials (key pair and proof of possession: one BLS signature each) of every validator node of `sim`,
 * newest validation first (the validators list's first page), a few per turn of the event loop, into the memo the
 * validator reads use, so the app's first validators list does not sign a page of proofs while the user waits.
 * `done` settles when every node is derived or it was stopped.
 */
export function warmValidatorKeys(
  sim: PrimaryNetworkSim,
  perTurn = NODES_PER_TURN,
  derive: (sim: PrimaryNetworkSim, nodeId: string) => unknown = nodeBlsCredentials,
): { stop: () => void; done: Promise<void> } {
  const nodes = [...new Set([...sim.validators].sort((a, b) => b.issuedAt - a.issuedAt).map((v) => v.nodeId))];
  let next = 0;
  let timer: NodeJS.Immediate | undefined;
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const turn = () => {
    for (const end = Math.min(nodes.length, next + perTurn); next < end; next++) derive(sim, nodes[next]);
    if (next < nodes.length) timer = setImmediate(turn);
    else finish();
  };
  timer = setImmediate(turn);
  return {
    stop: () => {
      clearImmediate(timer);
      finish();
    },
    done,
  };
}
