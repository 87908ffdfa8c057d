// The sandbox provider's notification secret is no longer a constant in the source: a notification
// signed with the old built-in value is refused and credits nothing, while the secret a demo start
// generated into its data directory still credits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSecrets } from '../../server/config/demo-secrets.ts';
import { walletConfigFromEnv } from '../../server/modules/wallet/wallet.config.ts';
import { checkoutPath, depositTransfers, JPY, orderRow, placeOrder, postNotification, signedNotification, startPaymentsApp, type PaymentsApp } from './payments-fixtures.ts';
import { databases } from './support/databases.ts';
import { balanceText, bindCard, newPlayer } from './support/wallet.ts';

/** The value every server used before secrets were generated: now anyone's to forge with. */
const OLD_BUILT_IN_SECRET = 'sandbox-psp-shared-secret';

describe.each(databases)('sandbox notification secret on %s', (kind) => {
  let t: PaymentsApp;
  let dataDir: string;
  let generated: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'gh-secret-'));
    // As server/main.ts does in demo mode: the environment sets no secret, the data directory keeps one.
    const secrets = demoSecrets({}, dataDir);
    generated = secrets.values.PSP_SANDBOX_SECRET;
    const booted = walletConfigFromEnv({ ...secrets.values });
    t = await startPaymentsApp(kind, { config: { payments: booted.payments } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a notification forged with the old built-in secret, and credits one signed with the generated secret', async () => {
    expect(t.config.payments.sandboxSecret).toBe(generated);
    const player = await newPlayer(t.app);
    const card = await bindCard(t.database.db, player.userId);
    const record = await placeOrder(t.app, player.token, { channelCode: JPY, amount: '5000', bankCardId: card });
    const paymentId = checkoutPath(record.payUrl).split('/').pop()!;
    const fields = { paymentId, merchantOrderSn: record.orderSn, amount: record.amount, currency: 'JPY' };

    const forged = signedNotification(OLD_BUILT_IN_SECRET, fields, t.clock.now());
    const refused = await postNotification(t.app, forged.body, forged.signature);
    expect(refused.statusCode, refused.body).toBe(401);
    expect(refused.json()).toMatchObject({ code: 401, error: 'WEBHOOK_SIGNATURE_INVALID' });
    expect((await orderRow(t.database.db, record.orderSn)).status).toBe('pending');
    expect(await depositTransfers(t.database.db, paymentId)).toHaveLength(0);
    expect(await balanceText(t.app, player.token)).toBe('0.0000');

    const genuine = signedNotification(generated, fields, t.clock.now());
    const credited = await postNotification(t.app, genuine.body, genuine.signature);
    expect(credited.statusCode, credited.body).toBe(200);
    expect(credited.json().data.outcome).toBe('credited');
    expect((await orderRow(t.database.db, record.orderSn)).status).toBe('paid');
    expect(await balanceText(t.app, player.token)).toBe('5000.0000');
  });
});
