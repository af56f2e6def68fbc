import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../server/errors';
import type { RawRoute } from '../server/handler';
import { isNft } from '../sim/evm/contracts';
import { hashLabel } from '../sim/random';
import type { EvmContext } from './evmContext';
import { describeToken } from './nftIndex';

const TOKEN_FILE = /^(\d{1,9})\.(svg|json)$/;
const LOGO_FILE = /^([A-Za-z0-9._-]{1,40})\.svg$/;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function notFound(reply: FastifyReply, what: string) {
  return reply
    .code(404)
    .type('application/json; charset=utf-8')
    .send(errorBody('data', 404, `${what} not found`));
}

/** NFT images and metadata documents, and token logos: generated, so the app needs no internet for them. */
export function staticRoutes(ctx: EvmContext): RawRoute[] {
  return [
    {
      method: 'GET',
      url: '/static/nft/:chainId/:contract/:file',
      handler: (request: FastifyRequest, reply: FastifyReply) => {
        const { chainId, contract: address, file } = request.params as Record<string, string>;
        const m = TOKEN_FILE.exec(file);
        const chain = ctx.evm.chain(chainId);
        const contract = chain?.contract(address);
        const tokenId = m ? Number(m[1]) : 0;
        if (!m || !chain || !contract || !isNft(contract) || tokenId < 1 || tokenId > chain.tokenCount(contract)) {
          return notFound(reply, `NFT ${address}/${file}`);
        }
        const token = describeToken(contract, tokenId);
        reply.header('cache-control', 'public, max-age=3600');
        if (m[2] === 'json') {
          return reply.type('application/json; charset=utf-8').send({
            name: token.name,
            description: token.description,
            image: `${request.protocol}://${request.headers.host}/static/nft/${chainId}/${contract.address}/${tokenId}.svg`,
            background_color: token.background,
            attributes: token.attributes,
          });
        }
        return reply.type('image/svg+xml').send(tokenSvg(token.name, token.hue, tokenId));
      },
    },
    {
      method: 'GET',
      url: '/static/logo/:file',
      handler: (request: FastifyRequest, reply: FastifyReply) => {
        const m = LOGO_FILE.exec((request.params as Record<string, string>).file);
        if (!m) return notFound(reply, 'Logo');
        reply.header('cache-control', 'public, max-age=86400');
        return reply.type('image/svg+xml').send(logoSvg(m[1]));
      },
    },
  ];
}

function tokenSvg(name: string, hue: number, tokenId: number): string {
  // A ridge line whose peaks follow the token id: each token gets its own skyline.
  const peaks = Array.from({ length: 7 }, (_, i) => `${i * 50},${150 - (hashLabel(`${tokenId}:${i}`) % 90)}`).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(name)}">
<rect width="300" height="300" fill="hsl(${hue},45%,22%)"/>
<circle cx="230" cy="70" r="28" fill="hsl(${(hue + 40) % 360},80%,70%)"/>
<polygon points="0,300 ${peaks} 300,120 300,300" fill="hsl(${(hue + 180) % 360},35%,45%)"/>
<text x="16" y="284" font-family="sans-serif" font-size="18" fill="#fff">${escapeXml(name)}</text>
</svg>`;
}

function logoSvg(symbol: string): string {
  const hue = hashLabel(`logo:${symbol}`) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(symbol)}">
<circle cx="32" cy="32" r="31" fill="hsl(${hue},60%,45%)"/>
<text x="32" y="38" text-anchor="middle" font-family="sans-serif" font-size="${symbol.length > 4 ? 11 : 16}" fill="#fff">${escapeXml(symbol.slice(0, 6))}</text>
</svg>`;
}
