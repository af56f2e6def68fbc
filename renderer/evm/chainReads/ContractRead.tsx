import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AbiFunction } from 'viem';
import { useApiQuery } from '../../api/useApiQuery';
import { useChain } from '../../app/useChain';
import { getBridge } from '../../bridge';
import { Amount } from '../../components/Amount';
import { ErrorState, errorInfo, errorText } from '../../components/ErrorState';
import { InputField } from '../../components/InputField';
import { SkeletonLines } from '../../components/Skeleton';
import type { ShownValue, StandardKind } from './abiCodec';
import { DecodedValues } from './TransactionLogs';
import { loadAbiCodec, useContractSource } from './useChainReads';
import './chainReads.css';

type Codec = Awaited<ReturnType<typeof loadAbiCodec>>;
/** ERC-20 views whose uint answer is an amount of the token itself, shown with its decimals. */
const TOKEN_AMOUNTS = new Set(['balanceOf', 'totalSupply', 'allowance']);

/**
 * The Read contract tab: every view and pure function of the contract's verified ABI, each with a typed form whose
 * inputs are checked before anything is sent, called with eth_call through the main process at the latest block or a
 * chosen one; answers decoded (addresses linked, token amounts with the token's decimals), reverts with their reason.
 * A contract with no verified source is offered a token standard's view functions instead (StandardRead).
 */
export function ContractRead({ address }: { address: string }) {
  const chain = useChain();
  const source = useContractSource(chain.chainId, address, chain.ready);
  const codec = useQuery({ queryKey: ['abi-codec'], queryFn: loadAbiCodec, staleTime: Number.POSITIVE_INFINITY });
  if (source.isPending || codec.isPending) return <SkeletonLines lines={6} label="Loading the contract's functions" />;
  if (source.isError) return <ErrorState error={source.error} onRetry={() => void source.refetch()} what="the verified ABI" />;
  if (codec.isError) return <ErrorState error={codec.error} onRetry={() => void codec.refetch()} what="the ABI reader" />;
  if (!source.data.verified) return <StandardRead address={address} codec={codec.data} />;
  const views = codec.data.viewFunctions(codec.data.readAbi(source.data.abi));
  return <ReadFunctions address={address} codec={codec.data} views={views} empty="The verified ABI has no view or pure functions." />;
}

/**
 * An unverified contract's Read tab: the view functions of a token standard, the one the contract's metadata names
 * (ercType) when the API knows it, else the one the user picks. Said plainly: these are the standard's functions,
 * not the contract's verified source; a contract that lacks one reverts or answers data that does not fit.
 */
function StandardRead({ address, codec }: { address: string; codec: Codec }) {
  const chain = useChain();
  const metadata = useApiQuery(
    'getContractMetadata',
    { chainId: chain.chainId, address },
    { enabled: chain.ready, retry: false, staleTime: 60 * 60_000 },
  );
  const detected = codec.STANDARD_KINDS.find((k) => k === metadata.data?.ercType);
  const [picked, setPicked] = useState<StandardKind>();
  const kind = picked ?? detected;
  if (metadata.isPending && chain.ready) return <SkeletonLines lines={3} label="Loading the contract's kind" />;
  return (
    <div>
      <p className="state" role="status">
        <strong>Not verified.</strong> No verified source is known for this contract, so its own functions are unknown.
        {kind
          ? ` Below: the standard ${kind} ABI's view functions${picked ? '' : ', as the contract metadata names it a token of that kind'}.`
          : ' Pick a token standard to call its view functions.'}
      </p>
      <fieldset className="standard-pick">
        <legend>Standard ABI</legend>
        {codec.STANDARD_KINDS.map((k) => (
          <label key={k}>
            <input type="radio" name="standard-abi" value={k} checked={kind === k} onChange={() => setPicked(k)} /> {k}
            {k === detected ? ' (from the contract metadata)' : ''}
          </label>
        ))}
      </fieldset>
      {kind && (
        <ReadFunctions
          key={kind}
          address={address}
          codec={codec}
          views={codec.viewFunctions(codec.standardViews(kind))}
          badge={`standard ${kind} ABI, not verified source`}
          empty=""
        />
      )}
    </div>
  );
}

/** The block picker and one form per view function. */
function ReadFunctions(props: { address: string; codec: Codec; views: AbiFunction[]; empty: string; badge?: string }) {
  const { address, codec, views, empty, badge } = props;
  const [blockText, setBlockText] = useState('');
  const decimalsFn = views.find((f) => f.name === 'decimals' && f.inputs.length === 0);
  const block = /^\d{1,15}$/.test(blockText.trim()) ? Number(blockText.trim()) : 'latest';
  const blockError =
    blockText.trim() !== '' && block === 'latest' ? 'Block must be a block number (digits), or empty for the latest' : undefined;
  return (
    <div>
      <div className="read-block" style={{ margin: '8px 0 16px', maxWidth: 360 }}>
        <InputField
          label="At block (empty: the latest)"
          value={blockText}
          onChange={setBlockText}
          inputMode="numeric"
          aria-invalid={blockError ? true : undefined}
          placeholder="latest"
        />
        {blockError && (
          <p role="alert" className="field-error">
            {blockError}
          </p>
        )}
      </div>
      {views.length === 0 && <p className="muted">{empty}</p>}
      <ol className="log-list">
        {views.map((fn) => (
          <li key={codec.functionSignature(fn)}>
            <ReadFunction
              fn={fn}
              codec={codec}
              address={address}
              block={blockError ? undefined : block}
              decimalsFn={TOKEN_AMOUNTS.has(fn.name) ? decimalsFn : undefined}
              badge={badge}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

type Outcome =
  | { kind: 'values'; values: ShownValue[]; truncated: boolean; amount?: { value: string; decimals: number } }
  | { kind: 'raw'; data: string }
  | { kind: 'reverted'; reason: string };

function ReadFunction(props: {
  fn: AbiFunction;
  codec: Codec;
  address: string;
  block: 'latest' | number | undefined;
  decimalsFn?: AbiFunction;
  /** Where the function comes from when it is not the verified ABI. */
  badge?: string;
}) {
  const { fn, codec, address, block, decimalsFn, badge } = props;
  const chain = useChain();
  const [texts, setTexts] = useState<string[]>(() => fn.inputs.map(() => ''));
  const [problem, setProblem] = useState<string>();
  const [badArg, setBadArg] = useState<number>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const signature = codec.functionSignature(fn);
  const argName = (i: number) => fn.inputs[i].name || `argument ${i + 1}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setOutcome(undefined);
    if (block === undefined) return setProblem('Fix the block number first.');
    const args: unknown[] = [];
    for (const [i, p] of fn.inputs.entries()) {
      const parsed = codec.parseArg(p, texts[i]);
      if (!parsed.ok) {
        setBadArg(i);
        return setProblem(`${argName(i)} (${p.type}) ${parsed.message}.`);
      }
      args.push(parsed.value);
    }
    setProblem(undefined);
    setBadArg(undefined);
    setBusy(true);
    try {
      const answer = await getBridge().chain.call(chain.chainId, address, codec.encodeCall(fn, args), block);
      if (!answer.ok) return setOutcome({ kind: 'reverted', reason: answer.reason });
      const decoded = codec.decodeResult(fn, answer.data);
      if (!decoded) return setOutcome({ kind: 'raw', data: answer.data });
      let amount: { value: string; decimals: number } | undefined;
      if (decimalsFn && decoded.values.length === 1 && /^\d+$/.test(decoded.values[0].value)) {
        const d = await getBridge().chain.call(chain.chainId, address, codec.encodeCall(decimalsFn, []), block);
        const decimals = d.ok ? Number(codec.decodeResult(decimalsFn, d.data)?.values[0]?.value) : NaN;
        if (Number.isInteger(decimals) && decimals >= 0 && decimals <= 36) amount = { value: decoded.values[0].value, decimals };
      }
      setOutcome({ kind: 'values', ...decoded, amount });
    } catch (err) {
      setProblem(`The call failed: ${errorText(errorInfo(err))}`);
    } finally {
      setBusy(false);
    }
  };

  const id = `read-${signature.replace(/[^A-Za-z0-9]/g, '-')}`;
  return (
    <section className="read-function" aria-labelledby={id}>
      <h3 id={id} style={{ margin: '4px 0' }}>
        <code>{signature}</code>
        <span className="badge">{fn.stateMutability}</span>
        {badge && <span className="badge standard-abi">{badge}</span>}
      </h3>
      <form onSubmit={(e) => void submit(e)} aria-label={`Call ${fn.name}`} noValidate>
        {fn.inputs.map((p, i) => (
          <InputField
            key={i}
            label={`${argName(i)} (${p.type})`}
            value={texts[i]}
            onChange={(v) => setTexts((t) => t.map((x, k) => (k === i ? v : x)))}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={badArg === i ? true : undefined}
          />
        ))}
        <div>
          <button type="submit" disabled={busy}>
            {busy ? 'Calling…' : 'Query'}
          </button>
        </div>
      </form>
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
      <div aria-live="polite">
        {outcome?.kind === 'reverted' && (
          <p role="alert" className="field-error">
            Reverted: {outcome.reason}
          </p>
        )}
        {outcome?.kind === 'raw' && (
          <p>
            Returned data that does not fit the ABI: <code className="log-data">{outcome.data}</code>
          </p>
        )}
        {outcome?.kind === 'values' && (
          <>
            {outcome.amount !== undefined && (
              <p>
                Result: <Amount value={outcome.amount.value} decimals={outcome.amount.decimals} />
              </p>
            )}
            <DecodedValues values={outcome.values} truncated={outcome.truncated} label={`Result of ${fn.name}`} />
          </>
        )}
      </div>
    </section>
  );
}
