import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useChain } from '../app/useChain';
import { getBridge } from '../bridge';
import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import { decodeSignedMessage } from './decodeSignedMessage';
import { SignatureForm } from './SignatureForm';
import type { SignatureRequest } from './signatureRequest';
import { SignedMessageView } from './SignedMessageView';

function send(request: SignatureRequest) {
  const bridge = getBridge();
  return request.kind === 'txHash'
    ? bridge.request('getAggregatedSignatures', request.params)
    : bridge.request('aggregateSignatures', request.params);
}

/** Tools / Signatures: aggregate validator signatures for a Warp message and read the result. */
export function SignaturesPage() {
  const { network } = useChain();
  const aggregate = useMutation({ mutationFn: send });
  const signedHex = aggregate.data?.signedMessage;
  const decoded = useMemo(() => {
    if (!signedHex) return undefined;
    try {
      return { ok: true as const, value: decodeSignedMessage(signedHex) };
    } catch (e) {
      return { ok: false as const, message: (e as Error).message };
    }
  }, [signedHex]);

  return (
    <>
      <PageHeader title="Signatures" subtitle={`Warp signature aggregation on ${network}`} />
      <SignatureForm network={network} busy={aggregate.isPending} onSubmit={(r) => aggregate.mutate(r)} />
      {aggregate.isError && <ErrorState error={aggregate.error} what="signatures" />}
      {signedHex && decoded?.ok && <SignedMessageView signedHex={signedHex} decoded={decoded.value} />}
      {signedHex && decoded && !decoded.ok && (
        <div className="state error" role="alert">
          <p className="status">The service answered with a signed message this page cannot read</p>
          <p>{decoded.message}</p>
        </div>
      )}
    </>
  );
}
