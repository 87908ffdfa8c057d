// Stories that check phone layouts run at the narrowest phone the site supports. Storybook's
// vitest runner sizes the page from `globals.viewport` (1200 px wide otherwise), and the toolbar
// offers the same size by name.
export const PHONE_360 = 'phone360';

export const phoneViewport = {
  parameters: {
    viewport: { options: { [PHONE_360]: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: PHONE_360, isRotated: false } },
} as const;
