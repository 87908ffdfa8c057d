// Theme-independent scales, named by role rather than value.
export const space = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  gutter: '16px',
  large: '24px',
  xlarge: '32px',
  xxlarge: '48px',
};

export const radius = {
  none: '0',
  small: '4px',
  standard: '8px',
  large: '16px',
  full: '9999px',
};

// CJK fallbacks so Japanese, Chinese and Korean text never falls to a serif or tofu.
export const font = {
  sans: [
    'system-ui',
    '-apple-system',
    '"Segoe UI"',
    'Roboto',
    '"Noto Sans"',
    '"Noto Sans CJK JP"',
    '"Hiragino Sans"',
    '"Hiragino Kaku Gothic ProN"',
    '"Yu Gothic"',
    'Meiryo',
    '"Noto Sans CJK KR"',
    '"Apple SD Gothic Neo"',
    '"Malgun Gothic"',
    '"Noto Sans CJK SC"',
    '"PingFang SC"',
    '"Microsoft YaHei"',
    '"Noto Sans CJK TC"',
    '"PingFang TC"',
    '"Microsoft JhengHei"',
    'sans-serif',
  ].join(', '),
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Noto Sans Mono CJK JP", monospace',
  weightRegular: '400',
  weightMedium: '500',
  weightStrong: '700',
  lineHeight: '1.6',
  lineHeightTight: '1.25',
};

export const fontSize = {
  xsmall: '0.75rem',
  small: '0.875rem',
  standard: '1rem',
  large: '1.125rem',
  xlarge: '1.5rem',
  xxlarge: '2rem',
};

export const zIndex = {
  base: '0',
  raised: '10',
  sticky: '100',
  overlay: '1000',
  modal: '1100',
  toast: '1200',
  progress: '1300',
};

export const motion = {
  fast: '120ms',
  standard: '200ms',
  slow: '400ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
};

export const size = {
  controlSmall: '32px',
  controlMedium: '40px',
  controlLarge: '48px',
  popupWidth: '500px',
  progressHeight: '3px',
};
