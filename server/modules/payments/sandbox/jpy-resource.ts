// The sandbox provider's public JPY resource (§7's "fiat JPY resource"): the banks it accepts
// transfers from and how to transfer, with the instructions in the caller's language.
import type { Locale } from '../../../../shared/locales.ts';
import type { Translate } from '../../../i18n/messages.ts';

/** Zengin bank codes and names of the banks the sandbox accepts. */
export const SANDBOX_JPY_BANKS = [
  { code: '0001', name: 'みずほ銀行', nameLatin: 'Mizuho Bank' },
  { code: '0005', name: '三菱UFJ銀行', nameLatin: 'MUFG Bank' },
  { code: '0009', name: '三井住友銀行', nameLatin: 'Sumitomo Mitsui Banking Corporation' },
  { code: '0036', name: '楽天銀行', nameLatin: 'Rakuten Bank' },
  { code: '9900', name: 'ゆうちょ銀行', nameLatin: 'Japan Post Bank' },
] as const;

export function jpyResource(t: Translate, locale: Locale, creditWithinMinutes: number) {
  return {
    provider: 'sandbox',
    currency: 'JPY',
    banks: SANDBOX_JPY_BANKS,
    // A made-up receiving account: the sandbox never moves real money.
    receivingAccount: {
      bankCode: '0001',
      branchCode: '999',
      accountType: t(locale, 'payments', 'resource.accountType'),
      accountNumber: '0000000',
      holder: 'ｻﾝﾄﾞﾎﾞｯｸｽ ﾍﾟｲﾒﾝﾂ',
    },
    instructions: t(locale, 'payments', 'resource.instructions'),
    creditWithinMinutes,
  };
}
