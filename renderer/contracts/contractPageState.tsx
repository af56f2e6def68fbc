import type { ReactNode } from 'react';
import { isValidEvmAddress } from '../../shared/codecs/evmAddress';
import { Link, useRouteParams } from '../app/router';
import { addressUrl } from '../app/urls';
import { ErrorState } from '../components/ErrorState';
import { checksum } from '../components/EvmAddress';
import { Hash } from '../components/Hash';
import { isNotFound } from '../components/isNotFound';
import { PageHeader } from '../components/PageHeader';
import { SkeletonLines } from '../components/Skeleton';

/** The route's contract address: checksummed when it is a 0x address, else as typed (and not asked for). */
export interface ContractAddress {
  raw: string;
  valid: boolean;
  address: string;
}

export function useContractAddress(): ContractAddress {
  const { address: raw } = useRouteParams();
  const valid = isValidEvmAddress(raw);
  return { raw, valid, address: valid ? checksum(raw) : raw };
}

/**
 * A page about one contract address: its header (the address, a link to its address page), then what it shows before
 * its answer (the URL's malformed address, the loading skeleton, "not found" said in the page's words, or the failure
 * with a retry) or, once there is an answer, its content.
 */
export function ContractPageFrame(props: {
  title: string;
  at: ContractAddress;
  /** "token", "contract": what the address should be. */
  noun: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loading: { lines: number; label: string };
  notFound: string;
  /** What failed to load, for the error's sentence. */
  what: string;
  /** The content, drawn once there is an answer. */
  children: () => ReactNode;
}) {
  const { title, at, noun, query, loading, notFound, what, children } = props;
  let body: ReactNode;
  if (!at.valid)
    body = (
      <p role="alert" className="field-error">
        "{at.raw}" is not a 0x {noun} address of 40 hex digits.
      </p>
    );
  else if (query.isPending) body = <SkeletonLines lines={loading.lines} label={loading.label} />;
  else if (query.isError)
    body = isNotFound(query.error) ? (
      <div className="state" role="status">
        {notFound}
      </div>
    ) : (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} what={what} />
    );
  else body = children();
  return (
    <>
      <PageHeader
        title={title}
        subtitle={at.valid ? <Hash value={at.address} label={`${noun} address`} full /> : at.raw}
        actions={at.valid ? <Link to={addressUrl(at.address)}>Address page</Link> : undefined}
      />
      {body}
    </>
  );
}
