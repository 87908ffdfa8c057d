// Operators and roles in a browser, from the production build: an admin (holding admin, support and
// kyc; enrolled through the API) signs in, creates an operator with `support` (a role it does not hold
// cannot be ticked) and gets the one-time enrolment link; the new operator opens the link in another
// browser context, reads the QR code and key, enrols and signs in; the admin grants `kyc` with a
// template reason after a step-up, then disables the operator after a confirmation, and the
// operator's next action lands on the sign-in page; enabled again, it signs in as before. axe finds nothing in ja-JP and en-US.
import { localizePath } from '../../../shared/locales.ts';
import { collectPageErrors, expectNoAxeViolations, expectNoRawKeys } from '../page-checks.ts';
import { text } from '../support/popup.ts';
import { expect, test } from '../support/test.ts';
import { apiCall } from '../wallet/support/wallet.ts';
import { enrolledOperator, freshCode, previousStepCode, signInOperator } from './support/operators.ts';

for (const locale of ['ja-JP', 'en-US'] as const) {
  test(`an admin creates an operator who enrols from the link, grants a role after a step-up, disables it and enables it again (${locale})`, async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const o = (key: string) => text(locale, 'opsOperators', `operators.${key}`);
    const c = (key: string) => text(locale, 'opsOperators', `credentials.${key}`);
    const roleLabel = (role: string) => `${text(locale, 'opsOperators', `roles.${role}.name`)} (${role})`;
    const ops = (key: string) => text(locale, 'ops', `opsConsole.${key}`);
    const tag = locale === 'ja-JP' ? 'j' : 'e';

    const admin = await enrolledOperator(request, `opadm-${tag}`, ['admin', 'support', 'kyc']);
    await signInOperator(page, locale, admin);
    await page.goto(localizePath('/ops/operators/', locale), { waitUntil: 'networkidle' });
    await expect(page.getByRole('table', { name: o('caption') }).getByRole('row').filter({ hasText: admin.name })).toBeVisible();
    await expectNoRawKeys(page);
    await expectNoAxeViolations(page, '/ops/operators/');

    // Create: only roles the admin holds can be ticked.
    const name = `opnew-${tag}-${Date.now().toString(36)}`;
    const create = page.getByRole('form', { name: o('create.title') });
    await expect(create.getByLabel(roleLabel('payments'), { exact: true })).toBeDisabled();
    await create.getByLabel(o('create.name'), { exact: true }).fill(name);
    await create.getByLabel(roleLabel('support'), { exact: true }).check();
    await create.getByRole('button', { name: o('create.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: name })).toHaveText(o('done.create').replace('{{name}}', name));
    const linkField = page.getByRole('textbox', { name: o('secret.enrolmentTitle').replace('{{name}}', name), exact: true });
    const link = new URL(await linkField.inputValue());
    expect(link.pathname).toBe('/ops/');
    expect(link.hash).toMatch(/^#enrol=[A-Za-z0-9_-]{43}$/);
    await expectNoAxeViolations(page, '/ops/operators/ enrolment link');

    // The new operator enrols from the link in a browser of its own: QR code and key, password, first code.
    const theirs = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const operatorPage = await theirs.newPage();
    await operatorPage.goto(`${localizePath('/ops/', locale)}${link.hash}`);
    await expect(operatorPage).toHaveURL(/\/ops\/sign-in$/);
    await expect(operatorPage.getByRole('img', { name: ops('enrol.qr') })).toBeVisible();
    const secret = (await operatorPage.locator('code').innerText()).trim();
    const password = `e2e ${name} password`;
    await operatorPage.getByLabel(ops('enrol.password'), { exact: true }).fill(password);
    await operatorPage.getByLabel(ops('enrol.confirm'), { exact: true }).fill(password);
    // The previous step's code, so that its two sign-ins below (before and after being disabled)
    // have this step's and the next one's, and never wait for a new step (up to 30 s).
    const enrolment = await previousStepCode(secret, 5_000);
    await operatorPage.getByLabel(ops('signIn.totp'), { exact: true }).fill(enrolment.code);
    await operatorPage.getByRole('button', { name: ops('enrol.submit') }).click();
    await expect(operatorPage.getByRole('status')).toHaveText(ops('signIn.signedIn').replace('{{name}}', name));
    const operator = { name, password, secret, usedStep: enrolment.step };
    await signInOperator(operatorPage, locale, operator);
    await operatorPage.goto(localizePath('/ops/operators/', locale), { waitUntil: 'networkidle' });
    // Not an admin: no operator grid, but its own CLI credentials.
    await expect(operatorPage.getByRole('note').filter({ hasText: o('notAdmin') })).toBeVisible();
    await expect(operatorPage.getByRole('table', { name: c('caption') })).toBeVisible();
    await expectNoAxeViolations(operatorPage, '/ops/operators/ without admin');

    // Grant kyc with a template reason. Signing in was a step-up a moment ago, so the server's
    // "step up first" answer (5 minutes later) is played once here; the step-up and the change
    // sent again after it go to the server.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: o('openLabel').replace('{{name}}', name) }).click();
    const panel = page.getByRole('region', { name: o('panel.title').replace('{{name}}', name) });
    await expect(panel.getByLabel(roleLabel('support'), { exact: true })).toBeChecked();
    await expect(panel.getByLabel(roleLabel('approver'), { exact: true })).toBeDisabled();
    await panel.getByLabel(roleLabel('kyc'), { exact: true }).check();
    await panel.getByLabel(o('panel.template'), { exact: true }).selectOption('joinedTeam');
    const reason = text(locale, 'opsApprovals', 'reasonTemplates.role-change.joinedTeam');
    await expect(panel.getByLabel(o('panel.reason'), { exact: true })).toHaveValue(reason);
    const sentKeys: (string | undefined)[] = [];
    let staleOnce = true;
    await page.route('**/v2/ops/operator/roles/set', async (route) => {
      sentKeys.push(route.request().headers()['idempotency-key']);
      if (!staleOnce) return route.continue();
      staleOnce = false;
      await route.fulfill({ status: 401, json: { code: 401, msg: 'step up', data: null, error: 'OPS_STEP_UP_REQUIRED', reqId: 'e2e', issues: [] } });
    });
    await panel.getByRole('button', { name: o('panel.saveRoles') }).click();
    const prompt = page.getByRole('form', { name: o('code.title') });
    await expect(prompt).toBeVisible();
    await expectNoAxeViolations(page, '/ops/operators/ step-up');
    // A code later than the sign-in's: the next step's, which the server already accepts.
    await prompt.getByLabel(o('code.label'), { exact: true }).fill(await freshCode(admin));
    await prompt.getByRole('button', { name: o('code.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: name })).toHaveText(o('done.roles').replace('{{name}}', name));
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[0]).toBeTruthy();
    expect(sentKeys[1]).toBe(sentKeys[0]);
    const listed = await apiCall<{ list: { name: string; roles: string[]; disabledAt: string | null }[] }>(request, '/v2/ops/operator/list', {}, { operator: true });
    expect(listed.list.find((row) => row.name === name)?.roles).toEqual(['support', 'kyc']);

    // Disable, after a confirmation, with a reason.
    await panel.getByLabel(o('panel.template'), { exact: true }).selectOption('leftTeam');
    await panel.getByRole('button', { name: o('panel.disable') }).click();
    const confirm = panel.getByRole('group', { name: o('confirmDisable.title').replace('{{name}}', name) });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page, '/ops/operators/ confirm disable');
    await confirm.getByRole('button', { name: o('confirmDisable.confirm') }).click();
    await expect(page.getByRole('status').filter({ hasText: name })).toHaveText(o('done.disable').replace('{{name}}', name));
    await expect(page.getByRole('table', { name: o('caption') }).getByRole('row').filter({ hasText: name })).toContainText(o('state.disabled'));
    const after = await apiCall<{ list: { name: string; disabledAt: string | null }[] }>(request, '/v2/ops/operator/list', {}, { operator: true });
    expect(after.list.find((row) => row.name === name)?.disabledAt).toBeTruthy();

    // The disabled operator's next action: its session is gone, the page goes to sign-in.
    await operatorPage.getByRole('form', { name: c('create') }).getByRole('button', { name: c('create') }).click();
    await expect(operatorPage).toHaveURL(/\/ops\/sign-in\/?$/);

    // Enabled again with a reason (the admin's step-up above is still fresh): it signs in as before.
    await expect(panel.getByRole('note').filter({ hasText: o('panel.enableHint') })).toBeVisible();
    await expectNoAxeViolations(page, '/ops/operators/ disabled operator');
    await panel.getByLabel(o('panel.reason'), { exact: true }).fill('Back on the team.');
    await panel.getByRole('button', { name: o('panel.enable') }).click();
    await expect(page.getByRole('status').filter({ hasText: name })).toHaveText(o('done.enable').replace('{{name}}', name));
    await expect(page.getByRole('table', { name: o('caption') }).getByRole('row').filter({ hasText: name })).toContainText(o('state.active'));
    await signInOperator(operatorPage, locale, operator);
    await theirs.close();
    // The browser logs the played "step up first" answer as a failed load; nothing else may appear.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  });
}
