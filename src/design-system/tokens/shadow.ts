export const hallShadow = {
  small: '0 1px 2px rgba(0, 0, 0, 0.5)',
  medium: '0 4px 16px rgba(0, 0, 0, 0.45)',
  large: '0 12px 40px rgba(0, 0, 0, 0.6)',
  glow: '0 0 0 1px rgba(242, 193, 78, 0.35), 0 0 18px rgba(242, 193, 78, 0.25)',
};

export type ShadowTokens = typeof hallShadow;

export const lightShadow: ShadowTokens = {
  small: '0 1px 2px rgba(27, 19, 48, 0.12)',
  medium: '0 4px 16px rgba(27, 19, 48, 0.12)',
  large: '0 12px 40px rgba(27, 19, 48, 0.2)',
  glow: '0 0 0 1px rgba(109, 40, 217, 0.3), 0 0 18px rgba(109, 40, 217, 0.15)',
};
