import { ADMIN, api } from './browser';
import { creditWallet, type LotFields, signUp, winLotWithWalletDeposit } from './marketplace';

/** A new buyer to be, as the /register form takes them. */
export interface NewBuyer {
  first: string;
  email: string;
  password: string;
}

/**
 * A new buyer whose wallet an admin credits by a bank transfer, who then wins a lot of the
 * admin's with a $200 wallet deposit ({@link winLotWithWalletDeposit}): the admin's token and
 * the won invoice's id.
 */
export async function winnerWithInvoice(
  who: NewBuyer,
  transfer: { dollars: number; note: string },
  lot: LotFields & { sprice: number },
): Promise<{ admin: string; invoiceId: string }> {
  const buyer = await signUp(who.first, who.email, who.password);
  const admin = (await api('user/login', ADMIN)).token;
  await creditWallet(admin, buyer.id, transfer.dollars, transfer.note);
  const invoiceId = await winLotWithWalletDeposit(admin, buyer, lot);
  return { admin, invoiceId };
}
