import { bytesToHex } from '../../shared/warp/bytes';
import type { L1Message } from '../../shared/warp/l1Messages';
import { CopyButton } from '../components/CopyButton';
import type { DecodedSignedMessage } from './decodeSignedMessage';
import './signatures.css';

function HexValue({ value, label }: { value: string; label: string }) {
  return (
    <span className="value-with-copy">
      <code className="hash" aria-label={label}>
        {value}
      </code>
      <CopyButton value={value} label={label} />
    </span>
  );
}

function L1MessageFields({ message }: { message: L1Message }) {
  const id = 'validationId' in message ? message.validationId : message.conversionId;
  return (
    <>
      <dt>P-Chain message</dt>
      <dd>{message.type}</dd>
      <dt>{'validationId' in message ? 'Validation id' : 'Conversion id'}</dt>
      <dd>
        <HexValue value={`0x${bytesToHex(id)}`} label={'validationId' in message ? 'validation id' : 'conversion id'} />
      </dd>
      {message.type === 'L1ValidatorRegistration' && (
        <>
          <dt>Registered</dt>
          <dd>{message.registered ? 'yes' : 'no'}</dd>
        </>
      )}
      {message.type === 'L1ValidatorWeight' && (
        <>
          <dt>Nonce</dt>
          <dd>{message.nonce.toString()}</dd>
          <dt>Weight</dt>
          <dd>{message.weight.toString()}</dd>
        </>
      )}
    </>
  );
}

/** What the signed Warp message says and who signed it, every value copyable. */
export function SignedMessageView({ signedHex, decoded }: { signedHex: string; decoded: DecodedSignedMessage }) {
  const call = decoded.addressedCall;
  return (
    <section className="card signed-message" aria-labelledby="signed-message">
      <h2 id="signed-message">Signed message</h2>
      <dl className="fields">
        <dt>Network id</dt>
        <dd>{decoded.networkId}</dd>
        <dt>Source chain</dt>
        <dd>
          <HexValue value={decoded.sourceChainId} label="source chain id" />
        </dd>
        <dt>Payload</dt>
        <dd>
          <HexValue value={decoded.payloadHex} label="payload" />
        </dd>
        {call && (
          <>
            <dt>Payload type</dt>
            <dd>AddressedCall</dd>
            <dt>Source address</dt>
            <dd>
              {call.sourceAddressHex === '0x' ? 'empty (the P-Chain)' : <HexValue value={call.sourceAddressHex} label="source address" />}
            </dd>
            <dt>Call payload</dt>
            <dd>
              <HexValue value={call.payloadHex} label="call payload" />
            </dd>
            {call.l1Message && <L1MessageFields message={call.l1Message} />}
          </>
        )}
        <dt>Signers</dt>
        <dd>{decoded.signerIndexes.length}</dd>
        <dt>Signer indexes</dt>
        <dd>
          <HexValue value={decoded.signerIndexes.join(', ')} label="signer indexes" />
        </dd>
        <dt>Signers bitset</dt>
        <dd>
          <HexValue value={decoded.signersHex} label="signers bitset" />
        </dd>
        <dt>Signature</dt>
        <dd>
          <HexValue value={decoded.signatureHex} label="signature" />
        </dd>
        <dt>Signed message</dt>
        <dd>
          <HexValue value={signedHex} label="signed message" />
        </dd>
      </dl>
    </section>
  );
}
