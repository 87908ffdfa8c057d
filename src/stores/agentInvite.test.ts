import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../lib/clipboard.ts';
import { copyAndTell, inviteLink } from './agentInvite.ts';
import { $toasts, clearToasts } from './toasts.ts';

afterEach(() => clearToasts());

/** A document whose `execCommand('copy')` answers `result`, recording what was selected. */
function fakeDocument(result: boolean | 'throws') {
  const copied: string[] = [];
  let selected = '';
  const body = { append: vi.fn() };
  const document = {
    body,
    activeElement: null,
    createElement: () => {
      const area = { value: '', style: {} as Record<string, string>, setAttribute: vi.fn(), select: () => void (selected = area.value), remove: vi.fn() };
      return area;
    },
    execCommand: (command: string) => {
      if (result === 'throws') throw new Error('not allowed');
      if (command === 'copy' && result) copied.push(selected);
      return result;
    },
  };
  return { document: document as unknown as Document, copied };
}

describe('the sign-up link', () => {
  it('opens registration with the code filled in, in the page’s language', () => {
    expect(inviteLink('https://hall.example', 'ja-JP', 'DEMO2026')).toBe('https://hall.example/login?tab=register&agentCode=DEMO2026');
    expect(inviteLink('http://localhost:4321', 'vi-VN', 'AB7K')).toBe('http://localhost:4321/vi-VN/login?tab=register&agentCode=AB7K');
  });
});

describe('copying', () => {
  it('uses the Clipboard API when it is there', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    await expect(copyText('DEMO2026', { navigator: { clipboard: { writeText } } })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('DEMO2026');
  });

  it('falls back to a selected text and execCommand when the Clipboard API refuses or is missing', async () => {
    const refusing = { clipboard: { writeText: () => Promise.reject(new Error('denied')) } };
    const { document, copied } = fakeDocument(true);
    await expect(copyText('https://hall.example/login?agentCode=A', { navigator: refusing, document })).resolves.toBe(true);
    await expect(copyText('CODE2', { document })).resolves.toBe(true);
    expect(copied).toEqual(['https://hall.example/login?agentCode=A', 'CODE2']);
  });

  it('answers false when nothing could copy', async () => {
    await expect(copyText('x', { document: fakeDocument(false).document })).resolves.toBe(false);
    await expect(copyText('x', { document: fakeDocument('throws').document })).resolves.toBe(false);
    await expect(copyText('x', {})).resolves.toBe(false);
  });

  it('says in a toast whether it worked', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    await copyAndTell('CODE', { copied: 'Copied', failed: 'Could not copy' }, { navigator: { clipboard: { writeText } } });
    await copyAndTell('CODE', { copied: 'Copied', failed: 'Could not copy' }, {});
    expect($toasts.get().map(({ message, tone }) => [message, tone])).toEqual([
      ['Copied', 'positive'],
      ['Could not copy', 'critical'],
    ]);
  });
});
