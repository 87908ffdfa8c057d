// Finds where a text states an age limit, in any of the site's languages, so tests can prove that
// every page states the one rule of src/content/site-settings.ts.

const VALUE = String.raw`(\d+|\{\{\s*minAge\s*\}\})`;

/** Age phrases of the seven languages; the value is the first group. */
const AGE_PHRASES = [
  String.raw`${VALUE}\s*歳`, // ja-JP
  String.raw`${VALUE}\s*周?岁`, // zh-CN
  String.raw`${VALUE}\s*歲`, // zh-TW
  String.raw`${VALUE}\s*세`, // ko-KR
  String.raw`${VALUE}\s*tuổi`, // vi-VN
  String.raw`${VALUE}\s*taong gulang`, // fil-PH
  String.raw`edad\s*${VALUE}`, // fil-PH
  String.raw`mas bata sa\s*${VALUE}`, // fil-PH
  String.raw`aged\s*${VALUE}`, // en-US
  String.raw`${VALUE}\s*or older`, // en-US
  String.raw`${VALUE}\s*years? old`, // en-US
  String.raw`younger than\s*${VALUE}`, // en-US
  String.raw`${VALUE}\+`,
].map((phrase) => new RegExp(phrase, 'giu'));

/** The values (digits or the `{{minAge}}` placeholder) of every age phrase in a text, in order of phrase. */
export function statedAges(text: string): string[] {
  return AGE_PHRASES.flatMap((phrase) => [...text.matchAll(phrase)].map((match) => match[1].replace(/\s/g, '')));
}
