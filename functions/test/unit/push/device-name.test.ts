import { describe, expect, it } from 'vitest';
import { deviceNameFrom, pushServiceName } from '../../../src/push/device-name.ts';

// What a push device is called on its owner's profile.

describe('a push device name', () => {
  it.for([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Microsoft Edge on Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
  ])('reads the browser and its system from %s', async ([userAgent, name]) => {
    expect(await deviceNameFrom(userAgent!)).toBe(name);
  });

  it('is none for a User-Agent that names no browser, and never longer than a name needs', async () => {
    expect(await deviceNameFrom('')).toBeUndefined();
    expect(await deviceNameFrom('curl/8.5.0')).toBeUndefined();
    for (const long of [`Mozilla/5.0 ${'x'.repeat(5000)}`, `Mozilla/5.0 (Linux; Android 14) ${'Q'.repeat(5000)}/1.0`]) {
      expect((await deviceNameFrom(long))?.length ?? 0).toBeLessThanOrEqual(60);
    }
  });

  it("falls back to the push service's browser family for a device kept before names were", () => {
    expect(pushServiceName('https://fcm.googleapis.com/fcm/send/abc')).toBe('Chrome or Android browser');
    expect(pushServiceName('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe('Firefox');
    expect(pushServiceName('https://web.push.apple.com/x')).toBe('Safari');
    expect(pushServiceName('https://wns2-par02p.notify.windows.com/w/?token=x')).toBe('Edge on Windows');
    expect(pushServiceName('not a url')).toBe('A browser');
  });
});
