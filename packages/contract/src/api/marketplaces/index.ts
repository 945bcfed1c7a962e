export * from './admin';
export * from './common';
export * from './hepsiburada';
export * from './trendyol';
