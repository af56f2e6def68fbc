import { useQuery } from '@tanstack/react-query';
import type { VerifiedSource } from '../../../shared/bridge/chainReadChannels';
import { useChain } from '../../app/useChain';
import { ErrorState } from '../../components/ErrorState';
import { Field } from '../../components/Field';
import { SkeletonLines } from '../../components/Skeleton';
import { useContractSource } from './useChainReads';
import './chainReads.css';

/**
 * The Code tab: a contract's verified source as the profile's Sourcify server has it (files highlighted as Solidity,
 * loaded lazily), its compiler and settings, its ABI, each downloadable; "not verified" said plainly otherwise.
 */
export function ContractCode({ address }: { address: string }) {
  const chain = useChain();
  const source = useContractSource(chain.chainId, address, chain.ready);
  if (source.isPending) return <SkeletonLines lines={8} label="Loading verified source" />;
  if (source.isError) return <ErrorState error={source.error} onRetry={() => void source.refetch()} what="the verified source" />;
  if (!source.data.verified) {
    return (
      <div className="state" role="status">
        <p>
          <strong>Not verified.</strong> {source.data.serverUrl} has no verified source for this address on {chain.chainName}.
        </p>
        <p className="muted">Its logs are still read with the standard ERC-20, ERC-721, ERC-1155 and messenger events.</p>
      </div>
    );
  }
  const s = source.data;
  const c = s.compilation;
  const name = c.name ?? 'contract';
  return (
    <div>
      <section className="card" aria-labelledby="code-compilation">
        <h2 id="code-compilation" style={{ marginTop: 0 }}>
          Verified source ({s.match.replace(/_/g, ' ')})
        </h2>
        <dl className="fields">
          <Field label="Contract">{c.name}</Field>
          <Field label="Language">{c.language}</Field>
          <Field label="Compiler">{[c.compiler, c.compilerVersion].filter(Boolean).join(' ') || undefined}</Field>
          <Field label="Settings">
            <code className="log-data">{JSON.stringify(c.compilerSettings ?? {})}</code>
          </Field>
          <Field label="Source server">{s.serverUrl}</Field>
        </dl>
        <p>
          <a href={download(JSON.stringify(s.abi, null, 2), 'application/json')} download={`${name}.abi.json`}>
            Download ABI
          </a>{' '}
          ·{' '}
          <a
            href={download(
              JSON.stringify(Object.fromEntries(s.sources.map((f) => [f.path, { content: f.content }])), null, 2),
              'application/json',
            )}
            download={`${name}.sources.json`}
          >
            Download sources
          </a>
        </p>
      </section>
      {s.sources.map((f) => (
        <SourceFile key={f.path} file={f} />
      ))}
      <AbiSection abi={s.abi} />
    </div>
  );
}

/** A data: URL for a download link (the file is in hand; no main-process round trip). */
const download = (text: string, type: string) => `data:${type};charset=utf-8,${encodeURIComponent(text)}`;

function SourceFile({ file }: { file: VerifiedSource['sources'][number] }) {
  const lines = useQuery({
    queryKey: ['highlight', file.path, file.content.length, file.content.slice(0, 64)],
    queryFn: async () => {
      const { highlightSolidity, HIGHLIGHT_MAX_CHARS } = await import('./solidityHighlight');
      return file.content.length > HIGHLIGHT_MAX_CHARS ? null : highlightSolidity(file.content);
    },
    staleTime: Number.POSITIVE_INFINITY,
    enabled: file.path.endsWith('.sol'),
  });
  const id = `file-${file.path.replace(/[^A-Za-z0-9]/g, '-')}`;
  return (
    <section className="card" aria-labelledby={id} style={{ marginTop: 16 }}>
      <h3 id={id} style={{ marginTop: 0 }}>
        {file.path}
      </h3>
      <pre className="code-file" role="region" aria-label={`Source of ${file.path}`} tabIndex={0}>
        <code>
          {lines.data
            ? lines.data.map((line, i) => (
                <span key={i} className="code-line">
                  {line.map((t, k) => (
                    <span key={k} style={t.color ? { color: t.color } : undefined}>
                      {t.content}
                    </span>
                  ))}
                  {'\n'}
                </span>
              ))
            : file.content}
        </code>
      </pre>
    </section>
  );
}

function AbiSection({ abi }: { abi: unknown[] }) {
  return (
    <section className="card" aria-labelledby="code-abi" style={{ marginTop: 16 }}>
      <h3 id="code-abi" style={{ marginTop: 0 }}>
        ABI ({abi.length} entries)
      </h3>
      <pre className="code-file" role="region" aria-label="ABI" tabIndex={0}>
        <code>{JSON.stringify(abi, null, 2)}</code>
      </pre>
    </section>
  );
}
