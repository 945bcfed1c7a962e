import type { OutboxMessage } from './outbox';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const timeFormat = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Istanbul',
});

/** The outbox as a plain HTML page: newest message first, no scripts (CSP-friendly). */
export function renderOutboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) => `<li class="message">
  <p class="meta"><time datetime="${m.receivedAt}">${escapeHtml(timeFormat.format(new Date(m.receivedAt)))}</time>
  · <span class="to">0${escapeHtml(m.to)}</span> · ${escapeHtml(m.header)} · iş no ${escapeHtml(m.jobId)}</p>
  <p class="text">${escapeHtml(m.text)}</p>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>SMS giden kutusu — Çarşı test modu</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 720px; padding: 16px; color: #1d2a30; }
h1 { font-size: 1.4rem; }
.note { color: #5b6b72; }
ol { list-style: none; padding: 0; }
.message { border: 1px solid #e3e8ea; border-radius: 10px; padding: 10px 14px; margin-bottom: 10px; }
.meta { margin: 0; font-size: 0.85rem; color: #5b6b72; }
.text { margin: 6px 0 0; font-size: 1.05rem; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
<h1>SMS giden kutusu</h1>
<p class="note">Test modu: mağazanın gönderdiği SMS'ler gerçek numaralara gitmez, burada listelenir (en yeni üstte).
<a href="">Yenile</a> · <a href="/__sandbox/sms/messages">JSON</a></p>
${messages.length === 0 ? '<p>Henüz gönderilmiş bir SMS yok.</p>' : `<ol aria-label="Gönderilen mesajlar">\n${rows}\n</ol>`}
</main>
</body>
</html>`;
}
