import { Hash } from '../../components/Hash';
import { xChainAssetUrl } from '../../app/urls';

/** An asset by symbol and name, with its id linking to its X-Chain transactions. */
export function AssetCell({ assetId, symbol, name }: { assetId?: string; symbol?: string; name?: string }) {
  return (
    <span className="value-with-copy">
      <strong>{symbol ?? '?'}</strong>
      {name && <span className="muted">{name}</span>}
      {assetId && <Hash value={assetId} label="asset id" to={xChainAssetUrl(assetId)} />}
    </span>
  );
}
