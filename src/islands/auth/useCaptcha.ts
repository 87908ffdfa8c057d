import { useCallback, useEffect, useState } from 'react';
import { fetchCaptcha } from '../../stores/auth.ts';
import type { Form } from '../shared/useForm.ts';

export interface Captcha {
  /** `data:` URL of the image, or empty while none is loaded. */
  src: string;
  uuid: string;
  loading: boolean;
  refresh: () => Promise<void>;
}

/** A captcha loaded on mount; `refresh` fetches a new one (each is single use). */
export function useCaptcha(): Captcha {
  const [value, setValue] = useState({ src: '', uuid: '' });
  const [loading, setLoading] = useState(true);
  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      const { img, uuid } = await fetchCaptcha();
      setValue({ src: `data:image/gif;base64,${img}`, uuid });
    } catch {
      // Shown as a toast by the API client; the refresh button stays for another try.
      setValue({ src: '', uuid: '' });
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { ...value, loading, refresh };
}

/**
 * After a failed call: the used captcha is replaced and its answer emptied. The values are set
 * directly (not through `setValue`) so the captcha's own message stays under the field.
 */
export function replaceSpentCaptcha<V extends { qrcode: string }>(captcha: Captcha, form: Pick<Form<V>, 'setValues'>): void {
  form.setValues((current) => ({ ...current, qrcode: '' }));
  void captcha.refresh();
}
