/**
 * Opens the bank's 3-D Secure step: iyzico answers with a page whose form goes on to the bank.
 * That page also carries its own inline script (and perhaps an onload) to send the form; under
 * the shop's content security policy those would be blocked, and each blocked script is an
 * error in the shopper's console. They are taken out before the page replaces this document,
 * and its form is sent from here instead.
 */
export function openBankPage(html: string, target: Document = document): void {
  const bank = new DOMParser().parseFromString(html, 'text/html');
  for (const script of bank.querySelectorAll('script')) script.remove();
  for (const element of bank.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      if (attribute.name.toLowerCase().startsWith('on')) element.removeAttribute(attribute.name);
    }
  }
  target.open();
  target.write(`<!doctype html>${bank.documentElement.outerHTML}`);
  target.close();
  target.forms[0]?.submit();
}
