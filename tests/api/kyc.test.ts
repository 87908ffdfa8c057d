// KYC documents: user/kyc/add, user/kyc/latest, user/get/kyc and the operator's review, on PGlite
// and PostgreSQL. The server trusts nothing from the browser: wrong types, a 50 MB body, polyglots,
// pixel bombs and EXIF GPS are each checked against what ends up stored (files and rows).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from '../../server/db/orm.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { kycSubmissions } from '../../server/db/schema.ts';
import { createTranslator } from '../../server/i18n/messages.ts';
import { fileDocumentStore } from '../../server/modules/kyc/document-store.ts';
import { call } from './support/accounts.ts';
import { bothDatabases } from './support/databases.ts';
import {
  b64,
  EXIF_MARKERS,
  hasGpsPointer,
  photo,
  photoWithGps,
  pngClaiming,
  polyglot,
  POLYGLOT_PAYLOAD,
  submitKyc,
  threePhotos,
} from './support/kyc.ts';
import type { TestApp } from './support/test-app.ts';
import { newPlayer, OPERATOR_TOKEN, opsCall, startWalletApp, type Player } from './support/wallet.ts';

const t = createTranslator();

/** Every file under a directory, relative paths. */
function filesUnder(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out;
}

/** The statement failed with the database's own message (drizzle wraps it as the cause). */
async function expectDbRefusal(statement: PromiseLike<unknown>, message: RegExp) {
  const error = await Promise.resolve(statement).then(
    () => null,
    (e: unknown) => e as { message: string; cause?: { message?: string } },
  );
  expect(error, 'the statement went through').not.toBeNull();
  expect(`${error!.message} ${error!.cause?.message ?? ''}`).toMatch(message);
}

describe.each(bothDatabases)('KYC documents on %s', (kind) => {
  let started: TestApp;
  let db: Db;
  let storeDir: string;
  beforeAll(async () => {
    storeDir = mkdtempSync(path.join(os.tmpdir(), 'kyc-test-'));
    started = await startWalletApp(kind, { kycStore: fileDocumentStore(storeDir) });
    db = started.database.db;
  });
  afterAll(async () => {
    await started?.close();
    rmSync(storeDir, { recursive: true, force: true });
  });

  const as = (player: Player) => (callPath: string, body?: unknown, locale?: string) => call(started.app, callPath, body, { token: player.token, locale });
  const ops = (callPath: string, body: unknown, locale?: string) => opsCall(started.app, callPath, body, { key: null, locale });
  const rowsOf = (player: Player) => db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, player.userId));
  const filesOf = (player: Player) => filesUnder(storeDir).filter((f) => f.startsWith(`kyc${path.sep}${player.userId}${path.sep}`));
  const imageOf = async (player: Player, id: number, side: string) => {
    const res = await as(player)(calls.userGetKyc.path, { id, side });
    expect(res.statusCode, res.body).toBe(200);
    return Buffer.from(res.json().data.data as string, 'base64');
  };

  /** Refused with this status and error in the caller's language; no row and no file for the player. */
  async function expectRefused(player: Player, body: unknown, status: number, error: string, locale = 'ja-JP') {
    const res = await as(player)(calls.userKycAdd.path, body, locale);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
    expect(res.json()).toMatchObject({ code: status, error, data: null });
    if (error !== 'VALIDATION_FAILED') expect(res.json().msg).toBe(t(locale as 'ja-JP', 'errors', error as 'KYC_PENDING', { min: 200 }));
    expect(await rowsOf(player)).toHaveLength(0);
    expect(filesOf(player)).toEqual([]);
  }

  it('none → pending → rejected with a reason → submit again → approved; each step as the player sees it', async () => {
    const player = await newPlayer(started.app);
    const api = as(player);
    expect((await api(calls.userKycLatest.path)).json().data).toEqual({ status: 'none', id: null, reason: null, submittedAt: null, reviewedAt: null });

    const added = await api(calls.userKycAdd.path, await threePhotos());
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ status: 'pending', reason: null, reviewedAt: null });
    const first = added.json().data.id as number;
    expect((await api(calls.userKycLatest.path)).json().data).toEqual(added.json().data);
    // Three files, outside any web root, under a key the server chose, readable only by the server's user.
    expect(filesOf(player).map((f) => path.basename(f)).sort()).toEqual(['back.png', 'front.jpg', 'handheld.webp']);
    for (const f of filesOf(player)) expect(statSync(path.join(storeDir, f)).mode & 0o077).toBe(0);

    const again = await api(calls.userKycAdd.path, await threePhotos(), 'en-US');
    expect(again.json()).toMatchObject({ code: 409, error: 'KYC_PENDING', msg: t('en-US', 'errors', 'KYC_PENDING') });
    expect(await rowsOf(player)).toHaveLength(1);
    expect(filesOf(player)).toHaveLength(3);

    const pending = await ops(calls.opsKycList.path, { pageSize: 100 });
    expect(pending.json().data.list).toContainEqual(expect.objectContaining({ id: first, userId: player.userId, account: player.account, status: 'pending' }));

    const rejected = await ops(calls.opsKycReject.path, { id: first, reason: 'The back photo is blurred' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ id: first, status: 'rejected', reason: 'The back photo is blurred', reviewedBy: 'test-operator' });
    expect((await api(calls.userKycLatest.path)).json().data).toMatchObject({ status: 'rejected', id: first, reason: 'The back photo is blurred' });
    const twice = await ops(calls.opsKycApprove.path, { id: first }, 'zh-CN');
    expect(twice.json()).toMatchObject({ code: 409, error: 'KYC_NOT_PENDING', msg: t('zh-CN', 'errors', 'KYC_NOT_PENDING') });

    const second = await submitKyc(started.app, player);
    expect(second).not.toBe(first);
    expect((await api(calls.userKycLatest.path)).json().data).toMatchObject({ status: 'pending', id: second, reason: null });
    const approved = await ops(calls.opsKycApprove.path, { id: second });
    expect(approved.json().data).toMatchObject({ id: second, status: 'approved', reason: null });
    expect((await api(calls.userKycLatest.path)).json().data).toMatchObject({ status: 'approved', id: second });
    const afterApproval = await api(calls.userKycAdd.path, await threePhotos(), 'vi-VN');
    expect(afterApproval.json()).toMatchObject({ code: 409, error: 'KYC_ALREADY_APPROVED', msg: t('vi-VN', 'errors', 'KYC_ALREADY_APPROVED') });
    // The first submission's photos stay readable (history), six files in all.
    expect(filesOf(player)).toHaveLength(6);
    expect((await imageOf(player, first, 'back')).subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('the database keeps the rules: one pending per player, a reviewed submission never changes, an approved one is never deleted', async () => {
    const player = await newPlayer(started.app);
    const id = await submitKyc(started.app, player);
    const keys = { frontKey: 'kyc/x/a.jpg', backKey: 'kyc/x/b.jpg', handheldKey: 'kyc/x/c.jpg' };
    await expect(db.insert(kycSubmissions).values({ userId: player.userId, ...keys })).rejects.toThrow();
    await expect(db.update(kycSubmissions).set({ status: 'rejected', reviewedAt: new Date(), reviewedBy: 'x' }).where(eq(kycSubmissions.id, id))).rejects.toThrow();
    await ops(calls.opsKycApprove.path, { id });
    await expectDbRefusal(db.update(kycSubmissions).set({ frontKey: 'kyc/x/y.jpg' }).where(eq(kycSubmissions.id, id)), /never changes/);
    await expectDbRefusal(db.delete(kycSubmissions).where(eq(kycSubmissions.id, id)), /never deleted/);
    await expect(db.execute(sql`UPDATE kyc_submissions SET status = 'pending', reviewed_at = NULL WHERE id = ${id}`)).rejects.toThrow();
  });

  it('a JPEG with EXIF GPS is stored without any metadata, and its pixels survive', async () => {
    const gps = await photoWithGps();
    const before = await sharp(gps).metadata();
    expect(before.exif && hasGpsPointer(before.exif)).toBe(true);
    for (const marker of EXIF_MARKERS) expect(gps.includes(marker)).toBe(true);

    const player = await newPlayer(started.app);
    const res = await as(player)(calls.userKycAdd.path, await threePhotos(gps));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    const stored = readFileSync(path.join(storeDir, filesOf(player).find((f) => f.endsWith('front.jpg'))!));
    const served = await imageOf(player, id, 'front');
    expect(served.equals(stored)).toBe(true);
    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(stored.includes('Exif\0\0')).toBe(false);
    for (const marker of EXIF_MARKERS) expect(stored.includes(marker)).toBe(false);
    // Still the same picture: the mean colour of the re-encoded copy is the original's.
    const [a, b] = await Promise.all([sharp(gps).stats(), sharp(stored).stats()]);
    a.channels.forEach((channel, i) => expect(Math.abs(channel.mean - b.channels[i]!.mean)).toBeLessThan(3));
  });

  it('a polyglot (a JPEG with an HTML page and a ZIP appended) is stored as a clean JPEG without the payload', async () => {
    const player = await newPlayer(started.app);
    const res = await as(player)(calls.userKycAdd.path, await threePhotos(await polyglot()));
    expect(res.statusCode, res.body).toBe(200);
    const stored = await imageOf(player, res.json().data.id, 'front');
    expect(stored.includes(POLYGLOT_PAYLOAD)).toBe(false);
    expect(stored.includes('<script>')).toBe(false);
    expect(stored.includes('PK\x03\x04')).toBe(false);
    expect(stored.subarray(stored.length - 2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('files that are not photos are refused by their content, whatever they claim: 422, localized, nothing stored', async () => {
    const player = await newPlayer(started.app);
    const jpeg = await photo('jpeg');
    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#888' } }).gif().toBuffer();
    const notPhotos: [string, Buffer][] = [
      ['GIF', gif],
      ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script></svg>')],
      ['HTML', Buffer.from('<!doctype html><html><body>hello</body></html>')],
      ['PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')],
      ['text', Buffer.from('just some text')],
      ['HTML polyglot with an image appended', Buffer.concat([Buffer.from('<html><script>1</script>'), jpeg])],
    ];
    for (const [, bytes] of notPhotos) await expectRefused(player, await threePhotos(bytes), 422, 'KYC_IMAGE_UNSUPPORTED', 'ko-KR');
    // Magic bytes of one type on the body of another, and a truncated JPEG: decoded, found wrong.
    const pngMagicOnJpeg = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg.subarray(8)]);
    await expectRefused(player, await threePhotos(pngMagicOnJpeg), 422, 'KYC_IMAGE_UNREADABLE');
    await expectRefused(player, await threePhotos(jpeg.subarray(0, Math.floor(jpeg.length / 2))), 422, 'KYC_IMAGE_UNREADABLE');
    // Too small to read an ID card on, and a header claiming 20 000 × 20 000 pixels.
    await expectRefused(player, await threePhotos(await photo('jpeg', 120, 90)), 422, 'KYC_IMAGE_TOO_SMALL', 'fil-PH');
    await expectRefused(player, await threePhotos(await pngClaiming(20_000, 20_000)), 422, 'KYC_IMAGE_TOO_MANY_PIXELS', 'zh-TW');
  });

  it('a 50 MB upload is refused with 413 in the envelope before anything is decoded or stored', async () => {
    const player = await newPlayer(started.app);
    const huge = 'A'.repeat(50 * 1024 * 1024);
    const res = await as(player)(calls.userKycAdd.path, { front: huge, back: huge.slice(0, 8), handheld: huge.slice(0, 8) }, 'ja-JP');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, error: 'PAYLOAD_TOO_LARGE', msg: t('ja-JP', 'errors', 'PAYLOAD_TOO_LARGE'), data: null });
    expect(await rowsOf(player)).toHaveLength(0);
    expect(filesOf(player)).toEqual([]);
    // One photo over 8 000 000 bytes inside a body under the limit: longer base64 than a photo may
    // have is refused by the contract (400); at the edge, the decoded length by the server (413).
    await expectRefused(player, { front: b64(Buffer.alloc(8_000_003, 1)), back: 'AAAA', handheld: 'AAAA' }, 400, 'VALIDATION_FAILED');
    await expectRefused(player, { front: b64(Buffer.alloc(8_000_001, 1)), back: 'AAAA', handheld: 'AAAA' }, 413, 'KYC_IMAGE_TOO_LARGE');
    // Not base64, missing and unknown members.
    await expectRefused(player, { front: '***', back: 'AAAA', handheld: 'AAAA' }, 400, 'VALIDATION_FAILED');
    await expectRefused(player, { front: 'AAAA', back: 'AAAA' }, 400, 'VALIDATION_FAILED');
    await expectRefused(player, { ...(await threePhotos()), extra: 'AAAA' }, 400, 'VALIDATION_FAILED');
    // Other calls keep the API's 64 KiB limit.
    const other = await as(player)(calls.userKycLatest.path, { pad: 'A'.repeat(70 * 1024) });
    expect(other.statusCode).toBe(413);
  });

  it("only the owner and operators read the photos: another player's, a missing one, no session → 404/401", async () => {
    const owner = await newPlayer(started.app);
    const other = await newPlayer(started.app);
    const id = await submitKyc(started.app, owner);
    for (const side of ['front', 'back', 'handheld']) {
      expect((await as(owner)(calls.userGetKyc.path, { id, side })).statusCode).toBe(200);
      const theirs = await as(other)(calls.userGetKyc.path, { id, side }, 'en-US');
      expect(theirs.json()).toMatchObject({ code: 404, error: 'KYC_NOT_FOUND', msg: t('en-US', 'errors', 'KYC_NOT_FOUND'), data: null });
      const byOps = await ops(calls.opsKycImage.path, { id, side });
      expect(byOps.statusCode, byOps.body).toBe(200);
      expect(byOps.json().data.data).toBe((await as(owner)(calls.userGetKyc.path, { id, side })).json().data.data);
    }
    // A submission that does not exist answers exactly as someone else's does.
    const missing = await as(other)(calls.userGetKyc.path, { id: id + 100_000, side: 'front' }, 'en-US');
    expect(missing.json()).toEqual({ ...(await as(other)(calls.userGetKyc.path, { id, side: 'front' }, 'en-US')).json(), reqId: missing.json().reqId });
    expect((await ops(calls.opsKycImage.path, { id: id + 100_000, side: 'front' })).statusCode).toBe(404);
    // No session, an operator token where a session belongs, a session where an operator belongs.
    expect((await call(started.app, calls.userGetKyc.path, { id, side: 'front' })).statusCode).toBe(401);
    const withOpsToken = await started.app.inject({ method: 'POST', url: calls.userGetKyc.path, headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, token: OPERATOR_TOKEN }, payload: { id, side: 'front' } });
    expect(withOpsToken.statusCode).toBe(401);
    const opsBodies: [string, unknown][] = [
      [calls.opsKycImage.path, { id, side: 'front' }],
      [calls.opsKycList.path, {}],
      [calls.opsKycApprove.path, { id }],
      [calls.opsKycReject.path, { id, reason: 'x' }],
    ];
    for (const [opsPath, body] of opsBodies) {
      const res = await as(owner)(opsPath, body);
      expect([401, 403], `${opsPath} ${res.body}`).toContain(res.statusCode);
    }
    // Another player cannot review or see the status of someone else's submission either.
    expect((await as(other)(calls.userKycLatest.path)).json().data).toMatchObject({ status: 'none', id: null });
    expect((await as(owner)(calls.userKycLatest.path)).json().data).toMatchObject({ status: 'pending', id });
  });
});
