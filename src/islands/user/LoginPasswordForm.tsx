import { useTranslation } from 'react-i18next';
import * as f from '../../contracts/fields.ts';
import { passwordStrength } from '../../lib/password-strength.ts';
import { changeLoginPassword } from '../../stores/profile.ts';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { PasswordStrengthMeter } from '../../design-system/components/PasswordStrengthMeter/PasswordStrengthMeter.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { checkField } from './fieldRules.ts';
import { useForm } from '../shared/useForm.ts';
import { Panel } from './Panel.tsx';
import * as styles from './user.css.ts';

const OLD_LABEL = 'settings.password.old';
const NEW_RULE = { schema: f.password, label: 'settings.password.new' };
const CONFIRM_RULE = { schema: f.password, label: 'settings.password.confirm' };

const empty = { oldPassword: '', newPassword: '', confirm: '' };

/** Current password, then the new one twice with its strength shown. */
export function LoginPasswordForm() {
  const { t } = useTranslation('user');
  const form = useForm({
    initial: empty,
    validate: (values) => ({
      oldPassword: values.oldPassword === '' ? t('validation.required', { field: t(OLD_LABEL) }) : undefined,
      newPassword: checkField(NEW_RULE, values.newPassword, t),
      confirm:
        checkField(CONFIRM_RULE, values.confirm, t) ??
        (values.confirm !== values.newPassword ? t('validation.mismatch') : undefined),
    }),
    submit: async (values, saved) => {
      await changeLoginPassword(values.oldPassword, values.newPassword);
      saved.setValues(empty);
    },
    success: t('settings.password.saved'),
    server: { fieldOfError: { PASSWORD_INCORRECT: 'oldPassword' } },
  });
  const { values } = form;
  const field = (name: keyof typeof empty, label: string, autoComplete: string) => (
    <TextField
      type="password"
      autoComplete={autoComplete}
      label={label}
      {...form.field(name)}
    />
  );
  return (
    <Panel title={t('settings.password.title')}>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate>
        <FormAlert message={form.formError} />
        {field('oldPassword', t('settings.password.old'), 'current-password')}
        {field('newPassword', t('settings.password.new'), 'new-password')}
        <PasswordStrengthMeter score={passwordStrength(values.newPassword)} />
        {field('confirm', t('settings.password.confirm'), 'new-password')}
        <div className={styles.actions}>
          <Button type="submit" tone="brand" busy={form.busy}>
            {t('settings.password.submit')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
