import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A4 print styles shared by the stock print pages (the admin shell's chrome is hidden). */
const PRINT_CSS = `
@page { size: A4; margin: 14mm; }
.stock-print { max-width: 190mm; margin: 0 auto; font-size: 11pt; color: #000; background: #fff; }
.stock-print table { width: 100%; border-collapse: collapse; margin: 8px 0; }
.stock-print th, .stock-print td { border: 1px solid #999; padding: 4px 6px; text-align: left; vertical-align: top; }
.stock-print__parties { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.stock-print__signatures { display: grid; grid-template-columns: 1fr 1fr; gap: 24px; margin-top: 32px; }
.stock-print__signatures div { border-top: 1px solid #000; padding-top: 4px; min-height: 18mm; }
@media print {
  .stock-print__tools, .mantine-AppShell-header, .mantine-AppShell-navbar { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; }
}`;

export function PrintSheet({ children }: { children: ReactNode }) {
  return (
    <div className="stock-print">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant print styles */}
      <style dangerouslySetInnerHTML={{ __html: PRINT_CSS }} />
      <Group className="stock-print__tools" mb="md">
        <Button onClick={() => window.print()}>Yazdır</Button>
      </Group>
      {children}
    </div>
  );
}
