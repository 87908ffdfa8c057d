import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as f from '../../contracts/fields.ts';
import { saveIdNumber } from '../../stores/profile.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { checkField } from './fieldErrors.ts';
import { useFormSubmit } from './useFormSubmit.ts';
import { Panel } from './Panel.tsx';
import * as styles from './user.css.ts';

const RULE = { schema: f.idNumber, label: 'settings.idNumber.label', format: 'validation.idNumber' };

export function IdNumberForm({ idNumber }: { idNumber: string | null }) {
  const { t } = useTranslation('user');
  const [value, setValue] = useState(idNumber ?? '');
  const form = useFormSubmit({
    validate: () => ({ idNumber: checkField(RULE, value, t) }),
    submit: async () => setValue((await saveIdNumber(value.trim())).idNumber ?? ''),
    success: t('settings.idNumber.saved'),
  });
  return (
    <Panel title={t('settings.idNumber.title')}>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate>
        <TextField
          name="idNumber"
          autoComplete="off"
          label={t('settings.idNumber.label')}
          value={value}
          error={form.errors.idNumber}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            form.clearError('idNumber');
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" tone="brand" disabled={form.busy || value.trim() === (idNumber ?? '')} aria-busy={form.busy || undefined}>
            {t('settings.save')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
