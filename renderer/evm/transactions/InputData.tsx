import { useMemo } from 'react';
import { decodeCallData } from '../../../shared/format/abiDecode';
import { isValidEvmAddress } from '../../../shared/codecs/evmAddress';
import { CopyButton } from '../../components/CopyButton';
import { EvmAddress } from '../../components/EvmAddress';

/**
 * Call data as hex, and decoded by the method's signature when the API names one: each argument by its type, a tuple's
 * components each on a row of their own, numbered by where they sit ("0.2.1").
 */
export function InputData({ input, signature }: { input: string; signature: string | undefined }) {
  // Decoded once per answer, not on every render: bounded, but a long input is real work.
  const decoded = useMemo(() => (signature && /\(/.test(signature) ? decodeCallData(signature, input) : undefined), [signature, input]);
  return (
    <div>
      <CopyButton value={input} label="input data" />
      <pre className="mono" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 200, overflow: 'auto', margin: 0 }}>
        {input}
      </pre>
      {decoded?.ok && decoded.args.length > 0 && (
        <>
          {/* Above the table, not its caption: a caption is as wide as the table and broke a long signature into lines. */}
          <p className="muted" style={{ margin: '8px 0 4px' }}>
            Decoded as <span className="mono">{signature}</span>
          </p>
          <table className="decoded-input" aria-label="Decoded input">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Type</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {decoded.args.map((arg) => (
                <tr key={arg.position}>
                  <td>{arg.position}</td>
                  <td className="mono">{arg.type}</td>
                  <td className="mono" style={{ wordBreak: 'break-all' }}>
                    {(Array.isArray(arg.value) ? arg.value : [arg.value]).map((v, k) => (
                      <div key={k}>
                        {arg.type.startsWith('address') && isValidEvmAddress(v) ? <EvmAddress info={{ address: v }} full /> : v}
                      </div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {decoded && !decoded.ok && <p className="muted">Not decoded: {decoded.reason}</p>}
    </div>
  );
}
