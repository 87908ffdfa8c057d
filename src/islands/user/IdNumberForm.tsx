import { useTranslation } from 'react-i18next';
import * as f from '../../contracts/fields.ts';
import { saveIdNumber } from '../../stores/profile.ts';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { checkField } from './fieldRules.ts';
import { useForm } from '../shared/useForm.ts';
import { Panel } from './Panel.tsx';
import * as styles from './user.css.ts';

const RULE = { schema: f.idNumber, label: 'settings.idNumber.label', format: 'validation.idNumber' };

export function IdNumberForm({ idNumber }: { idNumber: string | null }) {
  const { t } = useTranslation('user');
  const form = useForm({
    initial: { idNumber: idNumber ?? '' },
    validate: (values) => ({ idNumber: checkField(RULE, values.idNumber, t) }),
    submit: async (values, saved) => saved.setValues({ idNumber: (await saveIdNumber(values.idNumber.trim())).idNumber ?? '' }),
    success: t('settings.idNumber.saved'),
  });
  const value = form.values.idNumber;
  return (
    <Panel title={t('settings.idNumber.title')}>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate>
        <FormAlert message={form.formError} />
        <TextField
          autoComplete="off"
          label={t('settings.idNumber.label')}
          {...form.field('idNumber')}
        />
        <div className={styles.actions}>
          <Button type="submit" tone="brand" busy={form.busy} disabled={value.trim() === (idNumber ?? '')}>
            {t('settings.save')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
