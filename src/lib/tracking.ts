// Registration-completion tracking: a small registry so marketing platforms can be plugged in
// without the sign-up flow knowing them. One platform is built in: it pushes an event to
// `window.dataLayer` when the page defines one (no script is loaded from here).

export interface RegistrationEvent {
  /** How the account was created. */
  method: 'email' | 'google' | 'line';
  /** The recommending agent's code, when there was one. */
  agentCode?: string;
}

export type RegistrationHandler = (event: RegistrationEvent) => void;

const handlers = new Set<RegistrationHandler>();

/** Adds a handler; the returned function removes it again. */
export function onRegistrationComplete(handler: RegistrationHandler): () => void {
  handlers.add(handler);
  return () => void handlers.delete(handler);
}

/** Tells every handler; one failing handler neither stops the others nor the sign-up. */
export function trackRegistrationComplete(event: RegistrationEvent): void {
  for (const handler of handlers) {
    try {
      handler(event);
    } catch (error) {
      console.error('registration tracking handler failed', error);
    }
  }
}

/** The built-in platform: a `sign_up` event on the page's data layer, if it has one. */
export function dataLayerHandler(target: { dataLayer?: unknown } = globalThis as { dataLayer?: unknown }): RegistrationHandler {
  return (event) => {
    const layer = target.dataLayer;
    if (!Array.isArray(layer)) return;
    layer.push({ event: 'sign_up', method: event.method, ...(event.agentCode ? { agent_code: event.agentCode } : {}) });
  };
}

onRegistrationComplete(dataLayerHandler());
