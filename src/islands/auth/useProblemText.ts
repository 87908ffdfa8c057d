import { useTranslation } from 'react-i18next';
import type { Problem } from './validation.ts';
import { AUTH_NS } from './AuthI18n.tsx';

/** Turns a form problem into the text shown under its field. */
export function useProblemText(): (problem: Problem | undefined) => string | undefined {
  const { t } = useTranslation(AUTH_NS);
  return (problem) => {
    if (!problem) return undefined;
    return 'text' in problem ? problem.text : t(problem.key, problem.values ?? {});
  };
}
