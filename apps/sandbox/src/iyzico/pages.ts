import { formatTL, type Kurus } from '@carsi/domain';
import { BANK_CODE } from './payments';

/** HTML the stand-in shows the shopper's browser: iyzico's 3DS hand-off, the bank page, the return. */

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function hiddenInputs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
}

const STYLE = `<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f1f3f5;color:#212529}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:8px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:20px;margin:0 0 12px}dl{margin:0 0 16px}dt{color:#495057;font-size:14px}dd{margin:0 0 8px;font-weight:600}
label{display:block;font-weight:600;margin-bottom:4px}
input[type=text]{box-sizing:border-box;width:100%;font-size:20px;letter-spacing:4px;padding:10px;border:1px solid #868e96;border-radius:6px}
button{margin-top:16px;width:100%;font-size:16px;padding:12px;border:0;border-radius:6px;background:#1864ab;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #f59f00;outline-offset:2px}
.hint{color:#495057;font-size:14px}.badge{display:inline-block;background:#fff3bf;padding:2px 8px;border-radius:4px;font-size:13px}
</style>`;

function document(title: string, body: string): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${STYLE}</head><body><main>${body}</main></body></html>`;
}

/** A page that posts `fields` to `action` as soon as it loads (a button does it without JS). */
export function autoPostPage(
  title: string,
  action: string,
  fields: Record<string, string>,
): string {
  return document(
    title,
    `<form method="post" action="${escapeHtml(action)}">${hiddenInputs(fields)}<p>${escapeHtml(title)}…</p><noscript><button type="submit">Devam et</button></noscript></form><script>document.forms[0].submit()</script>`,
  );
}

/** The HTML iyzico hands over (Base64) for the shop to render: it goes on to the bank page. */
export function threeDsHandOff(bankUrl: string, paymentId: string): string {
  return autoPostPage('Bankanızın 3D Secure sayfasına yönlendiriliyorsunuz', bankUrl, {
    paymentId,
  });
}

export interface BankPageInput {
  action: string;
  amount: Kurus;
  maskedCard: string;
  bankName: string;
}

/** The bank's code page, where a person types the SMS code. */
export function bankPage({ action, amount, maskedCard, bankName }: BankPageInput): string {
  return document(
    '3D Secure doğrulama',
    `<div class="card"><p><span class="badge">TEST MODU</span></p><h1>${escapeHtml(bankName)} — 3D Secure doğrulama</h1>
<dl><dt>Tutar</dt><dd>${escapeHtml(formatTL(amount))}</dd><dt>Kart</dt><dd>${escapeHtml(maskedCard)}</dd></dl>
<form method="post" action="${escapeHtml(action)}">
<label for="code">Doğrulama kodu</label>
<input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="8" required autofocus aria-describedby="code-hint">
<p id="code-hint" class="hint">Telefonunuza gönderilen kodu girin. Test kodu: ${BANK_CODE}. Başka bir kod doğrulamayı başarısız yapar.</p>
<button type="submit">Onayla</button>
</form></div>`,
  );
}

/** Shown when the 'callback-never' switch swallows the return to the shop. */
export function callbackWithheldPage(): string {
  return document(
    'Bankadan dönüş yapılmadı',
    `<div class="card" role="alert"><p><span class="badge">TEST MODU</span></p><h1>Bankadan dönüş yapılmadı</h1><p>Test anahtarı <code>callback-never</code> açık: banka mağazaya sonuç göndermedi.</p></div>`,
  );
}

/** Unknown payment, or one whose code was already entered. */
export function bankErrorPage(message: string): string {
  return document(
    'Doğrulama yapılamadı',
    `<div class="card" role="alert"><h1>Doğrulama yapılamadı</h1><p>${escapeHtml(message)}</p></div>`,
  );
}
