import { cb58Encode } from '../shared/codecs/cb58';
import { hexToBytes, bytesToHex } from '../shared/warp/bytes';
import { tryAddressedCall } from '../shared/warp/addressedCall';
import { decodeSigned, signerIndexes } from '../shared/warp/message';
import { describePrimaryNetwork, primaryNetworksFor } from '../test/support/rigs/primaryNetworkFacts';
import { expect, test } from './fixtures';
import { screenshot, serviceGet } from './primary-support';

interface Subnet {
  subnetId: string;
  isL1?: boolean;
  l1ConversionTransactionHash?: string;
}

/** The value shown beside a term of a details list. */
const field = (page: import('@playwright/test').Page, term: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('aggregates signatures for an L1 conversion found in the P-Chain data and decodes the signed message', async ({ app }) => {
  const { page } = app;
  // The transaction hash comes from the P-Chain data: the L1 subnets of the blockchains list.
  const { blockchains } = await serviceGet<{ blockchains: { subnetId: string }[] }>(app, '/v1/networks/mainnet/blockchains?pageSize=10000');
  const subnets = await Promise.all(
    [...new Set(blockchains.map((b) => b.subnetId))].map((id) => serviceGet<Subnet>(app, `/v1/networks/mainnet/subnets/${id}`)),
  );
  const txHash = subnets.find((s) => s.isL1)!.l1ConversionTransactionHash!;

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Signatures' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Signatures' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Aggregate signatures' });

  // Checked before anything is sent: a hash that is not cb58 gets an inline error.
  await form.getByLabel('Transaction hash').fill('not-a-hash');
  await form.getByRole('button', { name: 'Aggregate signatures' }).click();
  await expect(form.getByRole('alert')).toContainText('not base58');

  await form.getByLabel('Transaction hash').fill(txHash);
  await form.getByRole('button', { name: 'Aggregate signatures' }).click();
  const result = page.getByRole('region', { name: 'Signed message' });
  await expect(result).toBeVisible({ timeout: 30_000 });

  // What the page shows is what the signed message it received says.
  const signedHex = (await field(page, 'Signed message').locator('code').textContent())!;
  const signed = decodeSigned(hexToBytes(signedHex, 'signed message'));
  const indexes = signerIndexes(signed.signers);
  await expect(field(page, 'Network id')).toHaveText('1');
  await expect(field(page, 'Source chain').locator('code')).toHaveText(cb58Encode(signed.unsigned.sourceChainId));
  expect(cb58Encode(signed.unsigned.sourceChainId)).toBe('11111111111111111111111111111111LpoYY');
  await expect(field(page, 'Payload type')).toHaveText('AddressedCall');
  await expect(field(page, 'Source address')).toHaveText('empty (the P-Chain)');
  await expect(field(page, 'Call payload').locator('code')).toHaveText(
    `0x${bytesToHex(tryAddressedCall(signed.unsigned.payload)!.payload)}`,
  );
  await expect(field(page, 'P-Chain message')).toHaveText('SubnetToL1Conversion');
  await expect(field(page, 'Signers')).toHaveText(String(indexes.length));
  expect(indexes.length).toBeGreaterThan(0);
  await expect(field(page, 'Signer indexes').locator('code')).toHaveText(indexes.join(', '));
  await expect(field(page, 'Signature').locator('code')).toHaveText(`0x${bytesToHex(signed.signature)}`);
  await expect(result.getByRole('button', { name: 'Copy signature', exact: true })).toBeVisible();
  // The message signed is the one the service builds for this transaction (its signers may move with the height).
  const fromService = await serviceGet<{ signedMessage: string }>(app, `/v1/signatureAggregator/mainnet/aggregateSignatures/${txHash}`);
  expect(bytesToHex(decodeSigned(hexToBytes(fromService.signedMessage, 's')).unsignedBytes)).toBe(bytesToHex(signed.unsignedBytes));
  await screenshot(page, 'signatures');
});

test("shows the API's own error for a transaction that is not an L1 one, and checks the optional fields", async ({ app }) => {
  const { page } = app;
  // A staking transaction, from the rewards of a validator owner the simulation names (same seed, same day).
  const known = describePrimaryNetwork(primaryNetworksFor(1), 'mainnet');
  const rewards = await serviceGet<{ historicalRewards: { txHash: string }[] }>(
    app,
    `/v1/networks/mainnet/rewards?addresses=${known.addresses.validatorOwner}&pageSize=1`,
  );
  const stakingTx = rewards.historicalRewards[0].txHash;
  await page.goto(`${page.url().split('#')[0]}#/signatures`);
  const form = page.getByRole('form', { name: 'Aggregate signatures' });
  await form.getByLabel('Transaction hash').fill(stakingTx);
  await form.getByRole('button', { name: 'Aggregate signatures' }).click();
  const error = page.getByRole('alert').filter({ hasText: '400' });
  await expect(error).toContainText('400 Bad Request');
  await expect(error).toContainText(`${stakingTx} is a P-Chain AddPermissionlessValidatorTx`);

  await form.getByRole('button', { name: 'Message', exact: true }).click();
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('0x00');
  await form.getByLabel('Quorum %').fill('90');
  await form.getByLabel('Quorum buffer %').fill('20');
  await form.getByRole('button', { name: 'Aggregate signatures' }).click();
  await expect(form.getByRole('alert')).toContainText('quorumPercentage + quorumPercentageBuffer must be at most 100');
  await form.getByLabel('Quorum buffer %').fill('');
  await form.getByRole('button', { name: 'Aggregate signatures' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'malformed Warp message' })).toContainText('400 Bad Request');
});
