import { useCallback, useEffect, useState } from 'react';
import { fetchCaptcha } from '../../stores/auth.ts';

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
