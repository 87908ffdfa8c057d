import type { FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { passwordStrength } from '../../lib/password-strength.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { Modal } from '../../design-system/components/Modal/Modal.tsx';
import { PasswordStrengthMeter } from '../../design-system/components/PasswordStrengthMeter/PasswordStrengthMeter.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { $createMember, closeCreateMember, submitCreateMember, type CreateMemberValues } from '../../stores/agentMembers.ts';
import type { FormStore } from '../shared/formStore.ts';
import * as styles from './agent.css.ts';

function CreateMemberForm({ form, locale }: { form: FormStore<CreateMemberValues>; locale: Locale }) {
  const { t } = useTranslation('agent');
  const { t: auth } = useTranslation('auth');
  const { values, errors, formError, busy } = useStore(form.$form);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitCreateMember(t, auth);
  };
  const field = (name: keyof CreateMemberValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => form.setValue(name, event.currentTarget.value),
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      <p className={styles.muted}>{t('create.intro')}</p>
      <TextField label={t('create.account')} hint={t('create.accountHint')} autoComplete="off" maxLength={20} {...field('account')} />
      <TextField label={t('create.password')} type="password" autoComplete="new-password" hint={t('auth:register.passwordHint')} {...field('password')} />
      <PasswordStrengthMeter score={passwordStrength(values.password)} locale={locale} />
      <TextField label={t('create.confirmPassword')} type="password" autoComplete="new-password" {...field('confirmPassword')} />
      <div className={styles.actions}>
        <Button variant="outline" tone="neutral" onClick={closeCreateMember}>
          {t('apply.cancel')}
        </Button>
        <Button type="submit" tone="brand" busy={busy}>
          {t('create.submit')}
        </Button>
      </div>
    </form>
  );
}

/** "Create member": account, password (with the strength meter, as at registration) and its confirmation. */
export function CreateMemberDialog({ locale }: { locale: Locale }) {
  const { t } = useTranslation('agent');
  const form = useStore($createMember);
  return (
    <Modal open={form !== null} onClose={closeCreateMember} title={t('create.title')} locale={locale}>
      {form ? <CreateMemberForm form={form} locale={locale} /> : null}
    </Modal>
  );
}
