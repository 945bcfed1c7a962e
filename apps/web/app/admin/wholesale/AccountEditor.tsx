import type { WholesaleAccountView } from '@carsi/contract';
import { formatTL, formatTrPhone } from '@carsi/domain';
import { ActionOutcomeAlert, useAdminAction } from '../ActionButton';
import { AccountAccess } from './AccountAccess';
import { typeLabel } from './labels';
import { PrivatePricing } from './PrivatePricing';
import { AccountType, PaymentMethods, PurchaseLevels } from './PurchaseTerms';

/** One wholesale account's settings: access, type, purchase levels, payment terms, prices. */
export function AccountEditor({ account }: { account: WholesaleAccountView }) {
  const action = useAdminAction();
  const kind = account.isWholeSaleReSeller
    ? 'reSeller'
    : account.isWholeSaleEndUser
      ? 'endUser'
      : 'none';
  return (
    <>
      <p>
        {typeLabel[kind]} · {account.name} · {formatTrPhone(account.phone)} · Mal fazlası bakiyesi{' '}
        {formatTL(account.ordersSummary.freeGoodsAllocation)} · Sipariş{' '}
        {account.ordersSummary.totalNumberOfOrders}
      </p>
      <ActionOutcomeAlert outcome={action.outcome} />
      <AccountAccess account={account} action={action} />
      <AccountType account={account} action={action} />
      <PurchaseLevels account={account} action={action} />
      <PaymentMethods account={account} action={action} />
      <PrivatePricing account={account} action={action} />
    </>
  );
}
