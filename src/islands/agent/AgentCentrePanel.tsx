import { useStore } from '@nanostores/react';
import type { Locale } from '../../../shared/locales.ts';
import { $isAgent } from '../../stores/session.ts';
import { ApplyPanel } from './ApplyPanel.tsx';
import { InvitePanel } from './InvitePanel.tsx';

/** What the agent panels need on a page of another area (the user centre): their strings and the shared ones. */
export const AGENT_PANEL_NAMESPACES = ['agent', 'islands'] as const;

/**
 * The agent programme in the user centre: a player applies here (and follows the application);
 * an agent finds the invitation (code, link, QR code) here as well as on subordinate management.
 * Rendered inside an island whose strings include AGENT_PANEL_NAMESPACES, after its guard.
 */
export function AgentCentrePanel({ locale }: { locale: Locale }) {
  const isAgent = useStore($isAgent);
  return isAgent ? <InvitePanel locale={locale} /> : <ApplyPanel locale={locale} />;
}
