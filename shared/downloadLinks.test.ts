import { describe, expect, it } from 'vitest';
import { downloadLinkProblems, downloadLinks, isDownloadUrl } from './downloadLinks.ts';

describe('download links', () => {
  it('are the configured URLs, App Store first, then Google Play, then the APK', () => {
    expect(
      downloadLinks({
        DOWNLOAD_IOS_URL: 'https://apps.apple.com/app/game-hall/id123',
        DOWNLOAD_ANDROID_URL: ' https://play.google.com/store/apps/details?id=hall.app ',
        DOWNLOAD_APK_URL: '/downloads/game-hall-1.2.apk',
      }),
    ).toEqual([
      { id: 'appStore', href: 'https://apps.apple.com/app/game-hall/id123' },
      { id: 'googlePlay', href: 'https://play.google.com/store/apps/details?id=hall.app' },
      { id: 'apk', href: '/downloads/game-hall-1.2.apk' },
    ]);
  });

  it('are not available (null) when their variable is unset or empty', () => {
    expect(downloadLinks({ DOWNLOAD_ANDROID_URL: '', DOWNLOAD_APK_URL: '  ' })).toEqual([
      { id: 'appStore', href: null },
      { id: 'googlePlay', href: null },
      { id: 'apk', href: null },
    ]);
  });

  it('refuse anything but an https:// URL or a path on this site, naming the variable', () => {
    for (const bad of ['http://example.com/app.apk', 'javascript:alert(1)', '//evil.example/app.apk', 'play.google.com/x', '/a b.apk']) {
      expect(isDownloadUrl(bad), bad).toBe(false);
    }
    expect(downloadLinkProblems({ DOWNLOAD_APK_URL: 'ftp://files.example/app.apk' })).toEqual([
      'DOWNLOAD_APK_URL must be an https:// URL or a path on this site (/…)',
    ]);
    expect(() => downloadLinks({ DOWNLOAD_IOS_URL: 'javascript:alert(1)' })).toThrow('DOWNLOAD_IOS_URL must be');
  });
});
