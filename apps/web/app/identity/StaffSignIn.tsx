import type { SignInResult } from '@carsi/contract';
import { call } from '../api/call';
import { PhoneCodeForm } from './PhoneCodeForm';
import { storeSignInResult } from './storage';

const collection = { wholesale: 'wholeSaleCustomers', admin: 'admins' } as const;

/**
 * The wholesale and admin sign-in: phone + captcha → SMS, then code + captcha →
 * session. `onSignedIn` decides where the page goes next.
 */
export function StaffSignIn({
  userType,
  onSignedIn,
}: {
  userType: 'wholesale' | 'admin';
  onSignedIn: (result: SignInResult) => void;
}) {
  return (
    <PhoneCodeForm
      withCaptcha
      sendCode={(phone, captchaValue) =>
        call('POST /api/signIn/sendPhoneToReceiveSms', {
          body: {
            phone,
            collectionName: collection[userType],
            property: 'phone',
            captchaValue: captchaValue ?? '',
          },
        })
      }
      verify={async (phone, code, captchaValue) => {
        // A POST: the phone and the code stay out of URLs, histories and request logs.
        const result = await call('POST /api/signIn/sendSecurityCodeToSignIn', {
          body: {
            phone,
            securityCode: code,
            userType,
            collectionName: collection[userType],
            property: 'phone',
            captchaValue: captchaValue ?? '',
          },
        });
        storeSignInResult(result);
        onSignedIn(result);
      }}
    />
  );
}
