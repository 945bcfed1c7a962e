/** Shown while payments, SMS and carriers run on their local stand-ins. */
export function TestModeRibbon() {
  return (
    <div
      className="test-mode-ribbon"
      role="note"
      title="Ödeme, SMS ve kargo test ortamında çalışıyor"
    >
      TEST MODU
    </div>
  );
}
