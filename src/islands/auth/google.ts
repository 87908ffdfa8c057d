// Google sign-in: the provider's own script draws its button and hands back an ID token
// ("credential"), which our server verifies. The script is loaded only when configured.

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

const scripts = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let promise = scripts.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.append(script);
    });
    // A failed load may be retried next time the popup opens.
    promise.catch(() => scripts.delete(src));
    scripts.set(src, promise);
  }
  return promise;
}

export interface GoogleButtonOptions {
  clientId: string;
  scriptUrl: string;
  /** BCP 47 tag for the button text. */
  language: string;
  onCredential: (credential: string) => void;
}

/** Draws the Google button into `parent`. Failures are only logged: the other ways still work. */
export async function mountGoogleButton(parent: HTMLElement, { clientId, scriptUrl, language, onCredential }: GoogleButtonOptions): Promise<void> {
  try {
    await loadScript(scriptUrl);
    const google = (window as unknown as { google?: GoogleIdentity }).google;
    if (!google?.accounts?.id) throw new Error('Google identity script did not define google.accounts.id');
    google.accounts.id.initialize({
      client_id: clientId,
      callback: (response) => {
        if (response.credential) onCredential(response.credential);
        else console.error('Google sign-in returned no credential');
      },
    });
    google.accounts.id.renderButton(parent, { type: 'standard', theme: 'outline', size: 'large', text: 'signin_with', locale: language, width: parent.clientWidth || 300 });
  } catch (error) {
    console.error('Google sign-in unavailable', error);
  }
}
