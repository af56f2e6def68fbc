import type { ContractMetadata } from '../../shared/api/contract';
import { Link } from '../app/router';
import { tokenUrl, txUrl } from '../app/urls';
import { EvmAddress } from '../components/EvmAddress';
import { Hash } from '../components/Hash';
import { kindOf } from './ContractBadge';
import { useFetchedImage } from '../images/useFetchedImage';
import './contracts.css';

const isWebLink = (url: string | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/** What the API knows about a contract: its logo, name, symbol, kind, description, links, deployer and deployment. */
export function ContractCard({ metadata, withTokenLink = false }: { metadata: ContractMetadata; withTokenLink?: boolean }) {
  const m = metadata;
  const kind = kindOf(m.ercType);
  const links = (m.resourceLinks ?? []).filter((l) => isWebLink(l.url) && l.url !== m.officialSite);
  const token = /^ERC-(20|721|1155)$/.test(m.ercType ?? '');
  const logo = useFetchedImage(m.logoAsset?.imageUri);
  return (
    <section className="card contract-card" aria-labelledby="contract-card-title">
      <h2 id="contract-card-title" className="contract-card-title">
        {logo && <img className="contract-card-logo" src={logo} alt="" width={32} height={32} />}
        <span>{m.name || 'Unnamed contract'}</span>
        {m.symbol && <span className="muted"> ({m.symbol})</span>}
        <span className="contract-badge" title={kind.title}>
          {m.ercType && m.ercType !== 'UNKNOWN' ? m.ercType : kind.badge}
        </span>
      </h2>
      {m.description && <p className="contract-description">{m.description}</p>}
      <dl className="fields">
        <dt>Type</dt>
        <dd>{kind.title}</dd>
        {m.decimals !== undefined && (
          <>
            <dt>Decimals</dt>
            <dd>{m.decimals}</dd>
          </>
        )}
        {m.deploymentDetails?.deployerAddress && (
          <>
            <dt>Deployer</dt>
            <dd>
              <EvmAddress info={{ address: m.deploymentDetails.deployerAddress }} />
            </dd>
          </>
        )}
        {m.deploymentDetails?.txHash && (
          <>
            <dt>Deployment</dt>
            <dd>
              <Hash value={m.deploymentDetails.txHash} label="deployment transaction" to={txUrl(m.deploymentDetails.txHash)} />
            </dd>
          </>
        )}
        {(isWebLink(m.officialSite) || links.length > 0) && (
          <>
            <dt>Links</dt>
            <dd className="contract-links">
              {isWebLink(m.officialSite) && (
                <a href={m.officialSite} target="_blank" rel="noreferrer noopener">
                  Website
                </a>
              )}
              {links.map((l) => (
                <a key={`${l.type}:${l.url}`} href={l.url} target="_blank" rel="noreferrer noopener">
                  {l.type ?? l.url}
                </a>
              ))}
            </dd>
          </>
        )}
      </dl>
      {withTokenLink && token && m.address && (
        <Link to={tokenUrl(m.address)}>Token page: transfers of {m.symbol || m.name || 'this token'}</Link>
      )}
    </section>
  );
}
