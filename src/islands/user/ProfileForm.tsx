import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as f from '../../contracts/fields.ts';
import type { UserProfile } from '../../contracts/account.ts';
import { updateProfile, type ProfileChanges } from '../../stores/profile.ts';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { checkField, type FieldRule } from './fieldRules.ts';
import { useForm } from '../shared/useForm.ts';
import { Panel } from './Panel.tsx';
import * as styles from './user.css.ts';

const RULES = {
  nickname: { schema: f.nickname, label: 'settings.profile.nickname' },
  lastName: { schema: f.personName, label: 'settings.profile.lastName' },
  firstName: { schema: f.personName, label: 'settings.profile.firstName' },
  pinyinName: { schema: f.latinName, label: 'settings.profile.pinyinName', format: 'validation.latinName' },
  phone: { schema: f.phone, label: 'settings.profile.phone', format: 'validation.phone' },
} satisfies Record<keyof Omit<ProfileChanges, 'email' | 'emailCode'>, FieldRule>;

type Field = keyof typeof RULES;
const FIELDS = Object.keys(RULES) as Field[];
const AUTOCOMPLETE: Record<Field, string> = {
  nickname: 'nickname',
  lastName: 'family-name',
  firstName: 'given-name',
  pinyinName: 'name',
  phone: 'tel',
};

const valuesOf = (profile: UserProfile) =>
  Object.fromEntries(FIELDS.map((field) => [field, profile[field] ?? ''])) as Record<Field, string>;

/** Nickname, names and phone; only what changed is sent. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('user');
  const [saved, setSaved] = useState(() => valuesOf(profile));
  const changedIn = (values: Record<Field, string>) => FIELDS.filter((field) => values[field].trim() !== saved[field]);

  const form = useForm({
    initial: saved,
    validate: (values) => Object.fromEntries(changedIn(values).map((field) => [field, checkField(RULES[field], values[field], t)])),
    submit: async (values, current) => {
      const changes: ProfileChanges = Object.fromEntries(changedIn(values).map((field) => [field, values[field].trim()]));
      const next = valuesOf(await updateProfile(changes));
      setSaved(next);
      current.setValues(next);
    },
    success: t('settings.profile.saved'),
  });
  const { values } = form;
  const changed = changedIn(values);

  return (
    <Panel title={t('settings.profile.title')}>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate>
        <FormAlert message={form.formError} />
        <div className={styles.twoColumns}>
          {FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(RULES[field].label)}
              type={field === 'phone' ? 'tel' : 'text'}
              autoComplete={AUTOCOMPLETE[field]}
              hint={field === 'pinyinName' ? t('settings.profile.pinyinHint') : undefined}
              {...form.field(field)}
            />
          ))}
        </div>
        <div className={styles.actions}>
          <Button type="submit" tone="brand" busy={form.busy} disabled={changed.length === 0}>
            {form.busy ? t('settings.saving') : t('settings.save')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
