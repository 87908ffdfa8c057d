import { useTranslation } from 'react-i18next';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { AUTH_NS } from './AuthI18n.tsx';
import type { Captcha } from './useCaptcha.ts';
import * as styles from './AuthPopup.css.ts';

export interface CaptchaFieldProps {
  captcha: Captcha;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The captcha answer with its image and a button for a new one. */
export function CaptchaField({ captcha, value, onChange, error }: CaptchaFieldProps) {
  const { t } = useTranslation(AUTH_NS);
  return (
    <div className={styles.row}>
      <div className={styles.grow}>
        <TextField
          label={t('fields.captcha')}
          name="qrcode"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={8}
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <div className={styles.captchaBox}>
        {captcha.src ? (
          <img className={styles.captchaImage} src={captcha.src} alt={t('captcha.image')} />
        ) : (
          <span className={styles.captchaImage} role="status" aria-label={t('captcha.loading')} />
        )}
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => void captcha.refresh()}
          disabled={captcha.loading}
          aria-label={t('captcha.refresh')}
        >
          <span aria-hidden="true">⟳</span>
        </button>
      </div>
    </div>
  );
}
