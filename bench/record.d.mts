export declare const resultsDir: string;
export declare function describeMachine(machine: unknown): string;
export declare function keyFigures(bench: string, result: unknown): string;
export declare function appendHistory(row: {
  date: string;
  bench: string;
  machine: string;
  figures: string;
}): void;
export declare function recordResult(options: {
  bench: string;
  result: { date: string; machine?: unknown };
  before?: boolean;
}): { file: string; previous: { file: string; data: unknown } | null };
