export * from './analytics';
export * from './catalogue';
export * from './catalogue-activity';
export * from './identity';
export * from './orders';
export * from './support';
