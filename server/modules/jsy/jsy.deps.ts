import type { Mailer } from '../../mail/mailer.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { JsyPartner } from './partner.ts';

/** The wallet's dependencies, the mailer (step 3's code) and the partner (null: none configured). */
export interface JsyDeps extends WalletDeps {
  mailer: Mailer;
  partner: JsyPartner | null;
}
