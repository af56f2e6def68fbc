import { ChainName } from './ChainName';

/** A cross-chain transaction's two chains as fields of a description list (its `<dl>` is the caller's). */
export function SourceDestination({ source, destination }: { source: string | undefined; destination: string | undefined }) {
  return (
    <>
      <dt>Source chain</dt>
      <dd>
        <ChainName id={source} label="source chain id" />
      </dd>
      <dt>Destination chain</dt>
      <dd>
        <ChainName id={destination} label="destination chain id" />
      </dd>
    </>
  );
}
