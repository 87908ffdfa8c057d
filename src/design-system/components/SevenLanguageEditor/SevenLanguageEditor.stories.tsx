import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { LOCALES } from '../../../../shared/locales.ts';
import { operatorLetterText } from '../../../contracts/station.ts';
import { z } from '../../../contracts/zod.ts';
import { phoneViewport } from '../../private/storyViewports.ts';
import { SevenLanguageEditor, type LocalizedValues, type SevenLanguageEditorProps } from './SevenLanguageEditor.tsx';

type LetterField = 'title' | 'body';
const letterFields = [
  { name: 'title', label: 'Title' },
  { name: 'body', label: 'Body', multiline: true },
] as const;

/** A notice as the content screens will edit it: ja-JP required, other languages fall back to it. */
const noticeText = z.string().check(z.trim(), z.minLength(2), z.maxLength(80));
const noticeContract = z.object({
  title: z.object(Object.fromEntries(LOCALES.map((locale) => [locale, locale === 'ja-JP' ? noticeText : z.optional(noticeText)]))),
});

function Editor(props: Omit<SevenLanguageEditorProps<LetterField>, 'value' | 'onChange'> & { initial?: LocalizedValues<LetterField> }) {
  const [value, setValue] = useState<LocalizedValues<LetterField>>(props.initial ?? { title: {}, body: {} });
  return <SevenLanguageEditor {...props} value={value} onChange={setValue} />;
}

const filled = (text: string) => Object.fromEntries(LOCALES.map((locale) => [locale, `${text} (${locale})`]));

const meta = {
  title: 'Console/SevenLanguageEditor',
  component: SevenLanguageEditor<LetterField>,
  args: { fields: letterFields, contract: operatorLetterText, value: { title: {}, body: {} }, onChange: () => {}, locale: 'en-US' },
  render: (args) => <Editor {...args} />,
} satisfies Meta<typeof SevenLanguageEditor<LetterField>>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvas: HTMLElement, name: string) => within(canvas).getByRole('group', { name });

export const Playground: Story = {
  render: (args) => <Editor {...args} initial={{ title: {}, body: filled('Text') }} />,
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Missing languages: 日本語, English, 한국어, 简体中文, 繁體中文, Filipino, Tiếng Việt');
    const title = group(canvasElement, 'Title');
    // Seven inputs side by side, each in its own language, all required by the letter's contract.
    await expect(within(title).getAllByRole('textbox')).toHaveLength(7);
    await expect(within(title).getByRole('textbox', { name: '日本語 (required)' })).toHaveAttribute('lang', 'ja');
    await expect(within(group(canvasElement, 'Body')).getByRole('textbox', { name: 'English (required)' }).tagName).toBe('TEXTAREA');
    await expect(canvas.queryByText('Empty languages show the Japanese text.')).toBeNull();
    // A problem shows once the text is left, in the field's and language's words.
    const english = within(title).getByRole('textbox', { name: 'English (required)' });
    await userEvent.type(english, 'Maintenance <tonight>');
    await expect(within(title).queryByRole('alert')).toBeNull();
    await userEvent.tab();
    await expect(within(title).getByRole('alert')).toHaveTextContent('Title is not in a valid form.');
    await expect(english).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(english);
    await userEvent.type(english, 'Maintenance tonight');
    await expect(english).not.toHaveAttribute('aria-invalid');
    // Korean took the focus with Tab and was left empty: a required language, so it says so.
    await expect(within(title).getByRole('alert')).toHaveTextContent('Enter Title in 한국어.');
    await expect(canvas.getByRole('status')).toHaveTextContent('Missing languages: 日本語, 한국어, 简体中文, 繁體中文, Filipino, Tiếng Việt');
  },
};

export const EveryProblemAfterSubmit: Story = {
  args: { showAllErrors: true },
  render: (args) => <Editor {...args} initial={{ title: { ...filled('Notice'), 'en-US': 'x'.repeat(101) }, body: { ...filled('Text'), 'vi-VN': '' } }} />,
  play: async ({ canvasElement, canvas }) => {
    await expect(within(group(canvasElement, 'Title')).getByRole('alert')).toHaveTextContent('Title may be at most 100 characters.');
    await expect(within(group(canvasElement, 'Body')).getByRole('alert')).toHaveTextContent('Enter Body in Tiếng Việt.');
    await expect(canvas.getByRole('status')).toHaveTextContent('Missing languages: Tiếng Việt');
  },
};

export const AllSevenFilledIn: Story = {
  render: (args) => <Editor {...args} initial={{ title: filled('Notice'), body: filled('Text') }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('All seven languages are filled in.');
  },
};

export const JapaneseRequiredOthersFallBack: Story = {
  args: { fields: [{ name: 'title', label: 'Title' }] as never, contract: noticeContract, showAllErrors: true },
  render: (args) => <Editor {...args} initial={{ title: { 'en-US': 'Spring event' }, body: {} }} />,
  play: async ({ canvasElement, canvas }) => {
    const title = group(canvasElement, 'Title');
    await expect(within(title).getByRole('textbox', { name: '日本語 (required)' })).toBeRequired();
    await expect(within(title).getByRole('textbox', { name: 'English' })).not.toBeRequired();
    await expect(canvas.getByText('Empty languages show the Japanese text.')).toBeInTheDocument();
    // Only ja-JP is an error; the other empty languages are merely listed as missing.
    await expect(within(title).getAllByRole('alert')).toHaveLength(1);
    await expect(within(title).getByRole('alert')).toHaveTextContent('Enter Title in 日本語.');
    await userEvent.type(within(title).getByRole('textbox', { name: '日本語 (required)' }), '春のイベント');
    await expect(within(title).queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Missing languages: 한국어, 简体中文, 繁體中文, Filipino, Tiếng Việt');
  },
};

/** On a phone one language at a time, in tabs that say which languages are missing or need a fix. */
export const OnPhone: Story = {
  ...phoneViewport,
  args: { showAllErrors: true },
  render: (args) => <Editor {...args} initial={{ title: { ...filled('Notice'), 'ko-KR': '<b>' }, body: { ...filled('Text'), 'fil-PH': '' } }} />,
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('tablist', { name: 'Languages' });
    await expect(within(tabs).getAllByRole('tab')).toHaveLength(7);
    await expect(within(tabs).getByRole('tab', { name: '日本語' })).toHaveAttribute('aria-selected', 'true');
    // Empty where the contract requires a text: a fix is needed.
    await expect(within(tabs).getByRole('tab', { name: 'Filipino (needs a fix)' })).toBeInTheDocument();
    await expect(within(tabs).getByRole('tab', { name: 'English' })).toBeInTheDocument();
    await expect(within(tabs).getByRole('tab', { name: '한국어 (needs a fix)' })).toBeInTheDocument();
    // The panel shows this language's text of every field.
    await expect(canvas.getByRole('textbox', { name: 'Title (required)' })).toHaveValue('Notice (ja-JP)');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Filipino (needs a fix)' }));
    const body = canvas.getByRole('textbox', { name: 'Body (required)' });
    await expect(body).toHaveAttribute('lang', 'fil');
    await userEvent.type(body, 'Teksto');
    await expect(within(tabs).getByRole('tab', { name: 'Filipino' })).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Japanese: Story = {
  args: { locale: 'ja-JP', showAllErrors: true },
  play: async ({ canvasElement }) => {
    await expect(within(group(canvasElement, 'Title')).getByRole('textbox', { name: 'English (必須)' })).toBeInTheDocument();
    await expect(within(group(canvasElement, 'Title')).getAllByRole('alert')[0]).toHaveTextContent('Title（日本語）を入力してください。');
  },
};
